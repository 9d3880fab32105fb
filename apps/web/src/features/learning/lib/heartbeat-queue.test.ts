import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  type Beat,
  type BeatResult,
  HeartbeatQueue,
  PENDING_BEATS_KEY,
  RETRY_BASE_MS,
  retryDelayMs,
  type SendBeat,
} from './heartbeat-queue';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function beat(seq: number, playToken = 'play-a'): Beat {
  return { courseId: 14, sectionId: 3, playToken, seq, positionSeconds: seq * 10, watchedSeconds: seq * 10 };
}

const result: BeatResult = {
  applied: true,
  positionSeconds: 0,
  watchedSeconds: 0,
  furthestSeconds: 0,
  learnStatus: 0,
};

const unavailable = () => new ApiError('B0503', '服务繁忙', 503);

describe('HeartbeatQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps only the newest beat of a play', () => {
    const queue = new HeartbeatQueue({ send: vi.fn(), storage: memoryStorage() });
    queue.put(beat(1));
    queue.put(beat(3));
    queue.put(beat(2));
    queue.put(beat(1, 'play-b'));
    expect(queue.pending().map((kept) => [kept.playToken, kept.seq])).toEqual([
      ['play-a', 3],
      ['play-b', 1],
    ]);
  });

  it('removes a beat once the server took it and reports the answer', async () => {
    const onResult = vi.fn();
    const send = vi.fn<SendBeat>().mockResolvedValue(result);
    const queue = new HeartbeatQueue({ send, storage: memoryStorage(), onResult });
    queue.put(beat(1));
    await expect(queue.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(beat(1), { keepalive: false });
    expect(onResult).toHaveBeenCalledWith(beat(1), result);
    expect(queue.pending()).toEqual([]);
  });

  it('retries a failed beat with exponential backoff until it lands', async () => {
    const send = vi
      .fn<SendBeat>()
      .mockRejectedValueOnce(unavailable())
      .mockRejectedValueOnce(new ApiError('NETWORK_ERROR', '网络连接失败', 0))
      .mockResolvedValue(result);
    const queue = new HeartbeatQueue({ send, storage: memoryStorage() });
    queue.put(beat(1));
    await expect(queue.flush()).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.pending()).toEqual([]);
    // Landed: nothing more is scheduled.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('caps the backoff', () => {
    expect(retryDelayMs(0)).toBe(1_000);
    expect(retryDelayMs(3)).toBe(8_000);
    expect(retryDelayMs(20)).toBe(60_000);
  });

  it('keeps unsent beats across a reload and sends them from the next page', async () => {
    const storage = memoryStorage();
    const before = new HeartbeatQueue({ send: vi.fn<SendBeat>().mockRejectedValue(unavailable()), storage });
    before.put(beat(4));
    await before.flush();
    before.dispose();
    expect(JSON.parse(storage.getItem(PENDING_BEATS_KEY) ?? '[]')).toEqual([beat(4)]);

    const send = vi.fn<SendBeat>().mockResolvedValue(result);
    const after = new HeartbeatQueue({ send, storage });
    await expect(after.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(beat(4), { keepalive: false });
    expect(storage.getItem(PENDING_BEATS_KEY)).toBeNull();
  });

  it('drops a beat the server will never take, and holds one while logged out', async () => {
    const send = vi
      .fn<SendBeat>()
      .mockRejectedValueOnce(new ApiError('A0400', '参数错误', 400))
      .mockRejectedValueOnce(new ApiError('A0313', '请先登录', 401, { reason: 'NOT_LOGGED_IN' }));
    const queue = new HeartbeatQueue({ send, storage: memoryStorage() });
    queue.put(beat(1, 'forged'));
    queue.put(beat(1, 'mine'));
    await expect(queue.flush()).resolves.toBe(false);
    expect(queue.pending().map((kept) => kept.playToken)).toEqual(['mine']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends a beat put while a flush is under way in the same flush', async () => {
    let answer: (value: BeatResult) => void = () => {};
    const send = vi
      .fn<SendBeat>()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(result);
    const queue = new HeartbeatQueue({ send, storage: memoryStorage() });
    queue.put(beat(1));
    const flushed = queue.flush();
    queue.put(beat(2));
    expect(queue.flush()).toBe(flushed);
    answer(result);
    await expect(flushed).resolves.toBe(true);
    expect(send.mock.calls.map(([sent]) => sent.seq)).toEqual([1, 2]);
  });

  it('sends at once with keepalive when the page goes away', async () => {
    const send = vi.fn<SendBeat>().mockReturnValueOnce(new Promise(() => {}));
    send.mockResolvedValue(result);
    const queue = new HeartbeatQueue({ send, storage: memoryStorage() });
    queue.put(beat(1));
    void queue.flush();
    queue.put(beat(2));
    await expect(queue.flush({ keepalive: true })).resolves.toBe(true);
    expect(send).toHaveBeenLastCalledWith(beat(2), { keepalive: true });
  });
});
