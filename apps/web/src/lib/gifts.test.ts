import { describe, expect, it } from 'vitest';
import { giftName } from './gifts';

describe('giftName', () => {
  it('names the new-user and the returning-user gift', () => {
    expect(giftName(1)).toBe('新人礼包');
    expect(giftName(2)).toBe('回归礼包');
  });

  it('falls back to the generic name for a type it does not know', () => {
    expect(giftName(5)).toBe('登录礼包');
  });
});
