import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  initialSlide,
  reachedEnd,
  SLIDE_END_SLACK_PX,
  SLIDE_HANDLE_WIDTH,
  SLIDE_KEY_STEP,
  SLIDE_MAX_OFFSET,
  SLIDE_RESET_DELAY_MS,
  SLIDE_TRACK_HEIGHT,
  SLIDE_TRACK_WIDTH,
  type SlideEvent,
  type SlideState,
  slideReducer,
} from './slide-state';

const run = (events: SlideEvent[], from: SlideState = initialSlide) => events.reduce(slideReducer, from);

describe('slide verifier rules', () => {
  it('uses the spec sizes: 310 × 34 px, reset after 500 ms', () => {
    expect([SLIDE_TRACK_WIDTH, SLIDE_TRACK_HEIGHT, SLIDE_RESET_DELAY_MS]).toEqual([310, 34, 500]);
    expect(SLIDE_MAX_OFFSET).toBe(310 - SLIDE_HANDLE_WIDTH);
  });

  it('keeps the handle on the track', () => {
    expect(clampOffset(-20)).toBe(0);
    expect(clampOffset(1000)).toBe(SLIDE_MAX_OFFSET);
    expect(clampOffset(Number.NaN)).toBe(0);
    expect(clampOffset(100)).toBe(100);
  });

  it('counts the end only within the rounding slack', () => {
    expect(reachedEnd(SLIDE_MAX_OFFSET)).toBe(true);
    expect(reachedEnd(SLIDE_MAX_OFFSET - SLIDE_END_SLACK_PX)).toBe(true);
    expect(reachedEnd(SLIDE_MAX_OFFSET - SLIDE_END_SLACK_PX - 0.5)).toBe(false);
    expect(reachedEnd(0)).toBe(false);
  });

  it('passes when let go at the right end, and stays passed', () => {
    const passed = run([
      { type: 'grab' },
      { type: 'drag', offset: 120 },
      { type: 'drag', offset: 999 },
      { type: 'release' },
    ]);
    expect(passed).toEqual({ phase: 'passed', offset: SLIDE_MAX_OFFSET });
    expect(run([{ type: 'grab' }, { type: 'drag', offset: 0 }, { type: 'release' }], passed)).toBe(passed);
  });

  it('fails when let go early, holds still, then resets to the start', () => {
    const failed = run([
      { type: 'grab' },
      { type: 'drag', offset: SLIDE_MAX_OFFSET - 10 },
      { type: 'release' },
    ]);
    expect(failed).toEqual({ phase: 'failed', offset: SLIDE_MAX_OFFSET - 10 });
    // During the reset delay the handle cannot be grabbed again.
    expect(run([{ type: 'grab' }, { type: 'drag', offset: SLIDE_MAX_OFFSET }], failed)).toBe(failed);
    expect(slideReducer(failed, { type: 'reset' })).toEqual(initialSlide);
  });

  it('passing through the end while dragging is not enough', () => {
    const state = run([
      { type: 'grab' },
      { type: 'drag', offset: SLIDE_MAX_OFFSET },
      { type: 'drag', offset: 30 },
      { type: 'release' },
    ]);
    expect(state.phase).toBe('failed');
  });

  it('ignores drags without a grab and resets that were not asked for', () => {
    expect(slideReducer(initialSlide, { type: 'drag', offset: 200 })).toBe(initialSlide);
    expect(slideReducer(initialSlide, { type: 'release' })).toBe(initialSlide);
    expect(slideReducer(initialSlide, { type: 'reset' })).toBe(initialSlide);
  });

  it('works from the keyboard', () => {
    const stepped = run([
      { type: 'key', key: 'ArrowRight' },
      { type: 'key', key: 'ArrowRight' },
    ]);
    expect(stepped).toEqual({ phase: 'idle', offset: 2 * SLIDE_KEY_STEP });
    expect(run([{ type: 'key', key: 'Home' }], stepped)).toEqual(initialSlide);
    expect(run([{ type: 'key', key: 'Tab' }], stepped)).toBe(stepped);
    expect(run([{ type: 'key', key: 'End' }])).toEqual({ phase: 'passed', offset: SLIDE_MAX_OFFSET });
    const tenSteps = Array.from({ length: 10 }, (): SlideEvent => ({ type: 'key', key: 'ArrowRight' }));
    expect(run(tenSteps).phase).toBe('passed');
  });
});
