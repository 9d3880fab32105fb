import { describe, expect, it } from 'vitest';
import { Id } from './common.js';
import { PageQuery } from './envelope.js';
import { ErrorCodes, errorCatalogue, isErrorCode } from './errors.js';

describe('error catalogue', () => {
  it('gives every code a status of its class and a Chinese message', () => {
    for (const code of Object.values(ErrorCodes)) {
      const entry = errorCatalogue[code];
      expect(entry.msg).toMatch(/[\u4e00-\u9fff]/);
      if (code.startsWith('A')) expect(entry.status).toBeGreaterThanOrEqual(400);
      if (code.startsWith('A')) expect(entry.status).toBeLessThan(500);
      if (code.startsWith('B') || code.startsWith('C')) expect(entry.status).toBeGreaterThanOrEqual(500);
    }
    expect(Object.keys(errorCatalogue).sort()).toEqual(Object.values(ErrorCodes).sort());
  });

  it('recognises only catalogue codes', () => {
    expect(isErrorCode('A0313')).toBe(true);
    expect(isErrorCode('00000')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('Id', () => {
  it.each([
    [7, 7],
    ['42', 42],
  ])('accepts %j', (input, expected) => {
    expect(Id.parse(input)).toBe(expected);
  });

  it.each([0, -1, 1.5, '1e3', ' 1', '', '12345678901', 2 ** 31, null, true, {}])('rejects %j', (input) => {
    expect(Id.safeParse(input).success).toBe(false);
  });
});

describe('PageQuery', () => {
  it('defaults to the first page of 20 and bounds the page size', () => {
    expect(PageQuery.parse({})).toEqual({ pageCurrent: 1, pageSize: 20 });
    expect(PageQuery.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(PageQuery.safeParse({ pageCurrent: 0 }).success).toBe(false);
  });
});
