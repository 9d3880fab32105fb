import { describe, expect, it } from 'vitest';
import { formatChinaDate, formatChinaRfc3339, formatChinaTime } from './china-time.js';

describe('China time', () => {
  it('formats instants in China time', () => {
    expect(formatChinaTime(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01 00:00:00');
    expect(formatChinaTime(Date.UTC(2025, 10, 11, 15, 59, 59))).toBe('2025-11-11 23:59:59');
    expect(formatChinaDate(Date.UTC(2025, 10, 11, 16, 0, 0))).toBe('2025-11-12');
  });

  it('writes the RFC 3339 form with the +08:00 offset', () => {
    expect(formatChinaRfc3339(new Date('2026-11-21T16:30:05Z'))).toBe('2026-11-22T00:30:05+08:00');
  });
});
