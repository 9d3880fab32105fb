import type { AuditEntry } from '@zhixue/contract';
import { Table, Typography } from 'antd';

/** The fields one change touched, each before → after, as the server put them in words. */
export function ChangeDiff({ changes }: { changes: AuditEntry['changes'] }) {
  return (
    <Table
      size="small"
      rowKey={(change) => change.field || change.label}
      pagination={false}
      dataSource={changes}
      locale={{ emptyText: '没有字段改动' }}
      columns={[
        { title: '字段', dataIndex: 'label', width: 160 },
        {
          title: '修改前',
          dataIndex: 'before',
          render: (text: string) => (
            <Typography.Text delete={text !== '—'} type="danger">
              {text}
            </Typography.Text>
          ),
        },
        {
          title: '修改后',
          dataIndex: 'after',
          render: (text: string) => (
            <Typography.Text type="success" strong>
              {text}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
