import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDurationInWords,
  formatPrice,
  LONG_TEXT_LIMIT,
  SHORT_TEXT_LIMIT,
  truncate,
  twoDigits,
} from './format';

describe('formatPrice', () => {
  it('drops a zero fraction', () => {
    expect(formatPrice(19900)).toBe('¥199');
    expect(formatPrice(0)).toBe('¥0');
    expect(formatPrice(100)).toBe('¥1');
  });
  it('keeps significant decimals only', () => {
    expect(formatPrice(19950)).toBe('¥199.5');
    expect(formatPrice(19999)).toBe('¥199.99');
    expect(formatPrice(5)).toBe('¥0.05');
    expect(formatPrice(10)).toBe('¥0.1');
  });
  it('groups nothing and handles odd input', () => {
    expect(formatPrice(12345600)).toBe('¥123456');
    expect(formatPrice(-500)).toBe('-¥5');
    expect(formatPrice(Number.NaN)).toBe('¥0');
  });
});

describe('formatCount', () => {
  it('shows small numbers as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
  });
  it('switches to 万 from ten thousand', () => {
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(1_050_000)).toBe('105万');
  });
});

describe('truncate', () => {
  it('adds an ellipsis only when cut', () => {
    expect(truncate('知学课程', 10)).toBe('知学课程');
    expect(truncate('一二三四五', 3)).toBe('一二三…');
  });
  it("cuts at the spec's 100 and 167 characters", () => {
    const long = '知'.repeat(200);
    expect(truncate(long, SHORT_TEXT_LIMIT)).toBe(`${'知'.repeat(100)}…`);
    expect(truncate(long, LONG_TEXT_LIMIT)).toBe(`${'知'.repeat(167)}…`);
    expect(truncate('知'.repeat(167), LONG_TEXT_LIMIT)).toBe('知'.repeat(167));
    expect(truncate(`${'学'.repeat(99)}😀😀`, SHORT_TEXT_LIMIT)).toBe(`${'学'.repeat(99)}😀…`);
  });
});

describe('formatDurationInWords', () => {
  it('hours and minutes', () => {
    expect(formatDurationInWords(6538)).toBe('1小时49分钟');
    expect(formatDurationInWords(3600)).toBe('1小时');
    expect(formatDurationInWords(2700)).toBe('45分钟');
    expect(formatDurationInWords(10)).toBe('不足1分钟');
  });
});

describe('twoDigits', () => {
  it('pads one digit with a zero and keeps longer numbers', () => {
    expect(twoDigits(1)).toBe('01');
    expect(twoDigits(12)).toBe('12');
    expect(twoDigits(120)).toBe('120');
  });
});
