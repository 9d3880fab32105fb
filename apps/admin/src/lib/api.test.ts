import { describe, expect, it } from 'vitest';
import { ApiError, shouldRetry } from './api';

const answer = (status: number, code: string) => new ApiError(status, code, null, '');

describe('which failed reads the console asks again', () => {
  it('never asks again after a refusal: forbidden, signed out, bad request', () => {
    expect(shouldRetry(0, answer(403, 'A0301'))).toBe(false);
    expect(shouldRetry(0, answer(401, 'A0313'))).toBe(false);
    expect(shouldRetry(0, answer(401, 'A0311'))).toBe(false);
    expect(shouldRetry(0, answer(400, 'A0400'))).toBe(false);
  });

  it('asks twice more after a network fault or a server error, then gives up', () => {
    for (const error of [answer(0, 'NETWORK'), answer(500, 'B0001'), new Error('boom')]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });
});
