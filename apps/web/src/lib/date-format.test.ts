import { describe, expect, it } from 'vitest';
import { chinaParts, formatDate, formatDateTime, formatMonthDay, formatSlashDateTime } from './date-format';

describe('formatDate', () => {
  it('gives the China-time calendar day of an instant', () => {
    expect(formatDate('2027-06-30T15:59:59.000Z')).toBe('2027-06-30');
    // 16:00 UTC is already midnight of the next day in China.
    expect(formatDate('2027-06-30T16:00:00.000Z')).toBe('2027-07-01');
    expect(formatDate('2026-03-08T09:05:07+08:00')).toBe('2026-03-08');
  });

  it('gives null for what is not a date', () => {
    expect(formatDate('明天')).toBeNull();
  });
});

describe('chinaParts', () => {
  it('reads the day and the clock in China time', () => {
    expect(chinaParts(Date.parse('2026-12-31T16:05:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      time: '00:05',
    });
  });
});

describe('formatDateTime', () => {
  it('gives the China-time day and clock of an instant', () => {
    expect(formatDateTime('2026-12-31T16:05:00Z')).toBe('2027-01-01 00:05');
    expect(formatDateTime('明天')).toBeNull();
  });
});

describe('formatMonthDay', () => {
  it('formats dates and date-times', () => {
    expect(formatMonthDay('2025-03-08')).toBe('3月8日');
    expect(formatMonthDay('2025-12-31 09:30:00')).toBe('12月31日');
    expect(formatMonthDay('2025-12-31T09:30:00Z')).toBe('12月31日');
  });
  it('refuses what is not a date', () => {
    expect(formatMonthDay('')).toBeNull();
    expect(formatMonthDay('2025-13-01')).toBeNull();
    expect(formatMonthDay('明天')).toBeNull();
  });
});

describe('formatSlashDateTime', () => {
  it('shows a China time the server wrote as year/month/day hour:minute', () => {
    expect(formatSlashDateTime('2026-11-24 00:00:00')).toBe('2026/11/24 00:00');
    expect(formatSlashDateTime('2026-11-24 18:30')).toBe('2026/11/24 18:30');
  });
  it('leaves anything else as written', () => {
    expect(formatSlashDateTime('长期有效')).toBe('长期有效');
    expect(formatSlashDateTime('')).toBe('');
  });
});
