import type { ColumnType } from 'antd/es/table';

/** The room the one column without a width (the name) keeps at least, whatever the window's width. */
export const NAME_ROOM = 260;

/**
 * The width the table scrolls at: every shown column's own width, and NAME_ROOM for a column without
 * one. Below it the window scrolls the table instead of squeezing the name column.
 */
export function scrollWidth(columns: ReadonlyArray<Pick<ColumnType<unknown>, 'width' | 'hidden'>>): number {
  return columns
    .filter((column) => !column.hidden)
    .reduce((sum, column) => sum + (Number(column.width) || NAME_ROOM), 0);
}

/** A column's sort arrow as the address's `sort` names it: `price` ascending, `-price` descending. */
export function sortOrderOf(sort: string, column: string): 'ascend' | 'descend' | null {
  if (sort === column) return 'ascend';
  if (sort === `-${column}`) return 'descend';
  return null;
}

/** The address's `sort` for what antd's sorter reports: the column, `-` first when descending. */
export function sortOf(order: 'ascend' | 'descend' | null | undefined, column: string): string {
  if (!order) return '';
  return order === 'descend' ? `-${column}` : column;
}
