import { describe, expect, it } from 'vitest';
import { mayJumpTo } from './anti-skip';

describe('mayJumpTo', () => {
  const rule = { antiSkip: true, learned: false, furthestSeconds: 20 };
  it('lets an unlearned section jump back and up to the furthest point', () => {
    expect(mayJumpTo(rule, 0)).toBe(true);
    expect(mayJumpTo(rule, 20.5)).toBe(true);
  });
  it('refuses a jump past the furthest point', () => {
    expect(mayJumpTo(rule, 25)).toBe(false);
  });
  it('allows anything once learned or without anti-skip', () => {
    expect(mayJumpTo({ ...rule, learned: true }, 30)).toBe(true);
    expect(mayJumpTo({ ...rule, antiSkip: false }, 30)).toBe(true);
  });
});
