import { describe, expect, it } from 'vitest';
import { clockOf, phaseAt } from './play-presence';

describe('the play presence clock', () => {
  const now = 1_000_000;

  it('asks nothing of a course without 防挂机', () => {
    const clock = clockOf({ idleCheck: null }, now);
    expect(clock).toBeNull();
    expect(phaseAt(clock, now + 3_600_000)).toBe('watching');
  });

  it('asks when the server says the prompt is due, and pauses when the answer is overdue', () => {
    const clock = clockOf(
      { idleCheck: { presenceToken: null, promptInSeconds: 30, pauseInSeconds: 90 } },
      now,
    );
    expect(phaseAt(clock, now + 29_000)).toBe('watching');
    expect(phaseAt(clock, now + 30_000)).toBe('asking');
    expect(phaseAt(clock, now + 89_000)).toBe('asking');
    expect(phaseAt(clock, now + 90_000)).toBe('paused');
  });
});
