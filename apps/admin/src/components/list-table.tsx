import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { UrlList } from '@/lib/use-url-list';
import { scrollWidth, sortOf, sortOrderOf } from './list-table-layout';

interface Page<Row> {
  list: Row[];
  total: number;
}

/**
 * Where the rows come from: one page of rows as the server answered it, or the whole list of a short
 * one (categories) that the table pages by itself; or `rows` the screen picked from what its query
 * answered (filtered, or one part of a larger answer), the query still telling loading and failure.
 */
type TableSource<Row> =
  | { query: UseQueryResult<Page<Row> | Row[]>; rows?: Row[] }
  | { query: UseQueryResult<unknown>; rows: Row[] };

type ListTableProps<Row> = TableSource<Row> & OwnProps<Row>;

interface OwnProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'loading' | 'columns'> {
  /** The screen's filters, sort and page in the address (useUrlList). */
  list: UrlList;
  columns: ColumnType<Row>[];
  /** What a row is counted as in 共 N 条 (门, 笔, 位…). */
  unit?: string;
  /** What an empty list says, when the screen can say more than 暂无数据. */
  empty?: string;
}

/**
 * A console list: the page, its size and the column sorted by kept in the address; columns with
 * widths of their own and one without (the name) that takes the rest, never under NAME_ROOM, so a
 * narrow window scrolls the table rather than squeezing the name into one character a line. A failed
 * read says so with 重试 instead of showing an empty list.
 */
export function ListTable<Row>({
  list,
  query,
  rows,
  columns,
  unit = '条',
  empty = '暂无数据',
  ...table
}: ListTableProps<Row>) {
  const answer = query.data;
  const whole = rows ?? (Array.isArray(answer) ? answer : undefined);
  const shown = whole ?? (answer as Page<Row> | undefined)?.list ?? [];
  const total = whole ? whole.length : ((answer as Page<Row> | undefined)?.total ?? 0);
  const sorted = columns.map((column) =>
    column.sorter
      ? { ...column, sortOrder: sortOrderOf(list.sort, String(column.key ?? column.dataIndex)) }
      : column,
  );
  return (
    <Table<Row>
      {...table}
      tableLayout="fixed"
      scroll={{ x: scrollWidth(columns) }}
      // A first load or another page or filter spins; a background refresh (polling, after a write) does not.
      loading={query.isPending || query.isPlaceholderData}
      dataSource={shown}
      columns={sorted}
      locale={{
        emptyText: query.isError ? (
          <Result
            status="warning"
            title="列表加载失败"
            subTitle={query.error instanceof Error ? query.error.message : undefined}
            extra={<Button onClick={() => query.refetch()}>重试</Button>}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        ),
      }}
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = single?.columnKey ?? single?.field;
        list.setSort(sortOf(single?.order, String(field)));
      }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} ${unit}`,
        onChange: list.setPage,
      }}
    />
  );
}
