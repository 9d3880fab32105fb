import { describe, expect, it } from 'vitest';
import { openingCategory } from './opening-category';

describe('openingCategory', () => {
  const counts = [
    { category: 'announcement', unread: 0 },
    { category: 'order', unread: 0 },
    { category: 'exam', unread: 2 },
  ] as const;

  it('opens on the category the address names', () => {
    expect(openingCategory('order', counts)).toBe('order');
  });
  it('opens on the first category holding unread notices, not on 系统公告 when that has none', () => {
    expect(openingCategory(null, counts)).toBe('exam');
    expect(openingCategory('nonsense', counts)).toBe('exam');
  });
  it('opens on 系统公告 when nothing is unread, and waits while the counts load', () => {
    expect(openingCategory(null, [{ category: 'exam', unread: 0 }])).toBe('announcement');
    expect(openingCategory(null, undefined)).toBeNull();
  });
});
