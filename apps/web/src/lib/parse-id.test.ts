import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads positive whole numbers', () => {
    expect(parseId('201')).toBe(201);
    expect(parseId('007')).toBe(7);
  });
  it('refuses everything else', () => {
    for (const text of [null, undefined, '', '0', '-1', 'abc', '1.5', '1e3', ' 1', '1234567890']) {
      expect(parseId(text), String(text)).toBeUndefined();
    }
  });
});
