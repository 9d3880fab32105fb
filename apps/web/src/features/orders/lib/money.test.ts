import { describe, expect, it } from 'vitest';
import { formatAmount, formatYuan } from './money';

describe('formatYuan', () => {
  it('always shows two decimals', () => {
    expect(formatYuan(19900)).toBe('199.00');
    expect(formatYuan(19950)).toBe('199.50');
    expect(formatYuan(19999)).toBe('199.99');
    expect(formatYuan(0)).toBe('0.00');
  });
  it('keeps leading zeros of fen', () => {
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(105)).toBe('1.05');
  });
  it('rounds stray fractions of a fen and reads nonsense as zero', () => {
    expect(formatYuan(1999.6)).toBe('20.00');
    expect(formatYuan(Number.NaN)).toBe('0.00');
    expect(formatYuan(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
  it('signs a negative amount (a discount line)', () => {
    expect(formatYuan(-1500)).toBe('-15.00');
  });
});

describe('formatAmount', () => {
  it('puts the yuan sign after a minus', () => {
    expect(formatAmount(4900)).toBe('¥49.00');
    expect(formatAmount(-10000)).toBe('-¥100.00');
  });
});
