import type { ImportProblem } from '@zhixue/contract';
import { Alert, Table } from 'antd';

interface ImportVerdictProps {
  problems: ImportProblem[];
  /** Said above the problems: nothing was imported. */
  refused: string;
  /** Said when the file has no problem. */
  passed: string;
  /** Width of the 位置 column: a row number, or a longer label. */
  labelWidth: number;
}

/**
 * A checked import file's verdict: every problem by its place in the file (nothing was imported),
 * or the all-clear. The spreadsheet and text imports of the console all say it this way.
 */
export function ImportVerdict({ problems, refused, passed, labelWidth }: ImportVerdictProps) {
  if (problems.length === 0) return <Alert type="success" showIcon title={passed} />;
  return (
    <Alert
      type="error"
      showIcon
      title={refused}
      description={
        <Table<ImportProblem>
          size="small"
          rowKey="row"
          pagination={false}
          dataSource={problems}
          columns={[
            { title: '位置', dataIndex: 'label', width: labelWidth },
            { title: '问题', dataIndex: 'messages', render: (messages: string[]) => messages.join('；') },
          ]}
        />
      }
    />
  );
}
