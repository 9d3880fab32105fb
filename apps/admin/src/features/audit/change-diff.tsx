import { Table, Typography } from 'antd';

const ABSENT = '—';
const show = (value: unknown) => (value === undefined ? ABSENT : JSON.stringify(value));

/** Before and after, field by field; changed fields stand out. A list or a value is one row. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const fields =
    isRecord(before) || isRecord(after)
      ? [
          ...new Set([
            ...Object.keys(isRecord(before) ? before : {}),
            ...Object.keys(isRecord(after) ? after : {}),
          ]),
        ]
      : ['(值)'];
  const pick = (side: unknown, field: string) =>
    isRecord(side) ? side[field] : field === '(值)' ? side : undefined;
  const rows = fields.map((field) => {
    const old = show(pick(before, field));
    const next = show(pick(after, field));
    return { field, old, next, changed: old !== next };
  });
  // A changed value stands out; the absence of one (a creation's "before") stays plain.
  const marked = (row: { changed: boolean }, text: string) => row.changed && text !== ABSENT;
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '字段', dataIndex: 'field', width: 160 },
        {
          title: '修改前',
          dataIndex: 'old',
          render: (text: string, row) =>
            marked(row, text) ? (
              <Typography.Text delete type="danger">
                {text}
              </Typography.Text>
            ) : (
              text
            ),
        },
        {
          title: '修改后',
          dataIndex: 'next',
          render: (text: string, row) =>
            marked(row, text) ? (
              <Typography.Text type="success" strong>
                {text}
              </Typography.Text>
            ) : (
              text
            ),
        },
      ]}
    />
  );
}
