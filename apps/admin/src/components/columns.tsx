import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/date-format';

/**
 * The column that matters (a course's, an order's product name): no width of its own, so it takes
 * what the others leave; one line, cut with … and read whole in a tooltip.
 */
export function nameColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  render: (value: string, row: Row) => ReactNode = (value) => value,
): ColumnType<Row> {
  return {
    title,
    dataIndex,
    ellipsis: { showTitle: false },
    render: (value: string, row: Row) => {
      const shown = render(value, row);
      return (
        <Tooltip title={shown} placement="topLeft">
          <span>{shown}</span>
        </Tooltip>
      );
    },
  };
}

/** An ISO instant shown in China time: always 19 characters, so a fixed width that never wraps. */
export function timeColumn<Row>(title: string, dataIndex: keyof Row & string): ColumnType<Row> {
  return { title, dataIndex, width: 180, render: formatDateTime };
}

/** The row's buttons, kept in view on the right while the rest scrolls. */
export function actionsColumn<Row>(width: number, render: (row: Row) => ReactNode): ColumnType<Row> {
  return {
    title: '操作',
    key: 'actions',
    width,
    fixed: 'right',
    render: (_: unknown, row: Row) => render(row),
  };
}
