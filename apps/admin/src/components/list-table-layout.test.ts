import { describe, expect, it } from 'vitest';
import { NAME_ROOM, scrollWidth, sortOf, sortOrderOf } from './list-table-layout';

describe('the list table layout', () => {
  it('scrolls at the fixed columns plus the room the name keeps, leaving hidden columns out', () => {
    const columns = [{ width: 80 }, {}, { width: 180 }, { width: 120, hidden: true }, { width: 250 }];
    expect(scrollWidth(columns)).toBe(80 + NAME_ROOM + 180 + 250);
  });

  it('reads and writes the sort as the address keeps it', () => {
    expect(sortOrderOf('price', 'price')).toBe('ascend');
    expect(sortOrderOf('-price', 'price')).toBe('descend');
    expect(sortOrderOf('-id', 'price')).toBeNull();
    expect(sortOf('descend', 'learnerCount')).toBe('-learnerCount');
    expect(sortOf('ascend', 'learnerCount')).toBe('learnerCount');
    expect(sortOf(undefined, 'learnerCount')).toBe('');
  });
});
