import { describe, expect, it } from 'vitest';
import { savedRate } from './playback-rate';

describe('savedRate', () => {
  it('keeps one of the offered speeds', () => {
    expect(savedRate('1.5')).toBe(1.5);
    expect(savedRate('0.75')).toBe(0.75);
  });
  it('falls back to normal speed for anything else', () => {
    expect(savedRate(null)).toBe(1);
    expect(savedRate('16')).toBe(1);
    expect(savedRate('fast')).toBe(1);
  });
});
