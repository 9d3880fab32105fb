import { describe, expect, it } from 'vitest';
import { chinaToday, monthTitle, shiftMonth } from './study-month';

describe('study months', () => {
  it('takes today in China time', () => {
    // 2026-11-30 20:00 UTC is already December 1st in China.
    expect(chinaToday(Date.UTC(2026, 10, 30, 20))).toBe('2026-12-01');
    expect(chinaToday(Date.UTC(2026, 10, 30, 10))).toBe('2026-11-30');
  });
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
  it('titles a month', () => {
    expect(monthTitle('2026-03')).toBe('2026年3月');
  });
});
