import { describe, expect, it } from 'vitest';
import { createLeavingTracker, type LeavingKind, SAME_LEAVING_MS } from './leavings';

function tracker() {
  const noted: LeavingKind[] = [];
  let clock = 1_000_000;
  const track = createLeavingTracker(
    (kind) => noted.push(kind),
    () => clock,
  );
  return { noted, track, wait: (ms: number) => (clock += ms) };
}

describe('leaving the exam page', () => {
  it('counts a tab switch from full screen once, though three signals fire', () => {
    const { noted, track } = tracker();
    track.leftFullscreen();
    track.left();
    track.left();
    expect(noted).toEqual(['fullscreen_exit']);
  });

  it('counts each leaving once it has come back, and not again while still away', () => {
    const { noted, track, wait } = tracker();
    track.left();
    wait(SAME_LEAVING_MS * 4);
    track.left();
    expect(noted).toEqual(['blur']);
    track.back();
    wait(SAME_LEAVING_MS);
    track.left();
    expect(noted).toEqual(['blur', 'blur']);
  });

  it('still counts a tab switch after full screen was left on the page', () => {
    const { noted, track, wait } = tracker();
    track.leftFullscreen();
    wait(SAME_LEAVING_MS * 2);
    track.left();
    expect(noted).toEqual(['fullscreen_exit', 'blur']);
  });
});
