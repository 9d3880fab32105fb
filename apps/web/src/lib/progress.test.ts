import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginProgress, getProgressState, PROGRESS_FADE_MS, PROGRESS_THROTTLE_MS } from './progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('progress bar state', () => {
  it('never shows for work shorter than the throttle', () => {
    const done = beginProgress();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    done(true);
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(getProgressState().phase).toBe('hidden');
  });

  it('shows after the throttle and finishes when the last task ends', () => {
    const a = beginProgress();
    const b = beginProgress();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(getProgressState().phase).toBe('running');
    a(true);
    expect(getProgressState().phase).toBe('running');
    b(true);
    expect(getProgressState().phase).toBe('finished');
    vi.advanceTimersByTime(PROGRESS_FADE_MS);
    expect(getProgressState().phase).toBe('hidden');
  });

  it('ends as failed when any task failed', () => {
    const a = beginProgress();
    const b = beginProgress();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    a(false);
    b(true);
    expect(getProgressState().phase).toBe('failed');
  });

  it('ignores a second end call of the same task', () => {
    const a = beginProgress();
    const b = beginProgress();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    a(true);
    a(true);
    expect(getProgressState().phase).toBe('running');
    b(true);
  });
});

describe('markProgressFailed', () => {
  it('shows a failure right away when nothing runs', async () => {
    const { markProgressFailed } = await import('./progress');
    markProgressFailed();
    expect(getProgressState().phase).toBe('failed');
  });

  it('shows a failure at the end of a fast run that failed to render', async () => {
    const { markProgressFailed } = await import('./progress');
    await vi.runAllTimersAsync();
    const done = beginProgress();
    markProgressFailed();
    done(true);
    expect(getProgressState().phase).toBe('failed');
  });
});
