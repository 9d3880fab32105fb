import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beat, HeartbeatQueue } from './heartbeat-queue';
import { HEARTBEAT_INTERVAL_MS, PlayTracker } from './play-tracker';

function fakeQueue() {
  const beats: Beat[] = [];
  const flushes: Array<{ keepalive?: boolean } | undefined> = [];
  const queue = {
    put: (beat: Beat) => beats.push(beat),
    flush: (options?: { keepalive?: boolean }) => {
      flushes.push(options);
      return Promise.resolve(true);
    },
  } as unknown as HeartbeatQueue;
  return { queue, beats, flushes };
}

const play = { courseId: 14, sectionId: 3, playToken: 'token' };

/** Plays from `from` to `to` in quarter-second steps, as `timeupdate` reports it. */
function playThrough(tracker: PlayTracker, from: number, to: number) {
  for (let t = from + 0.25; t <= to + 1e-9; t += 0.25) tracker.progress(t);
}

describe('PlayTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats every interval while playing, with seq +1 and running totals', () => {
    const { queue, beats } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 5);
    tracker.setPlaying(true);
    playThrough(tracker, 5, 15);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    playThrough(tracker, 15, 20);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(beats).toEqual([
      { ...play, seq: 1, positionSeconds: 15, watchedSeconds: 10 },
      { ...play, seq: 2, positionSeconds: 20, watchedSeconds: 15 },
    ]);
  });

  it('stops beating on pause, and sends nothing when nothing changed', () => {
    const { queue, beats } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 0);
    tracker.setPlaying(true);
    playThrough(tracker, 0, 3);
    tracker.setPlaying(false);
    tracker.beat();
    tracker.beat();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(beats).toHaveLength(1);
    expect(beats[0]).toMatchObject({ seq: 1, positionSeconds: 3, watchedSeconds: 3 });
  });

  it('reports the position before a seek and does not count the jump as watched', () => {
    const { queue, beats } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 0);
    playThrough(tracker, 0, 4);
    tracker.seeking(20);
    tracker.progress(20.25);
    tracker.beat();
    expect(beats.map((sent) => [sent.positionSeconds, sent.watchedSeconds])).toEqual([
      [4, 4],
      [20.3, 4.3],
    ]);
  });

  it('says nothing for a play that has not moved from where it started', () => {
    const { queue, beats } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 12);
    tracker.seeking(12);
    tracker.finish();
    expect(beats).toEqual([]);
  });

  it('ignores a playhead that moves back or leaps (no seeking event)', () => {
    const { queue } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 10);
    tracker.progress(9);
    tracker.progress(30);
    expect(tracker.watchedSeconds).toBe(0);
    expect(tracker.positionSeconds).toBe(30);
  });

  it('finishing sends a last beat with keepalive and stops the timer', () => {
    const { queue, beats, flushes } = fakeQueue();
    const tracker = new PlayTracker(play, queue, 0);
    tracker.setPlaying(true);
    playThrough(tracker, 0, 2);
    tracker.finish({ keepalive: true });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(beats).toHaveLength(1);
    expect(flushes.at(-1)).toEqual({ keepalive: true });
  });
});
