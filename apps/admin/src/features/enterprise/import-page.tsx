import {
  adminEntLearnerImport,
  adminEntLearnerImportPreview,
  adminEntLearnerImportTemplate,
  ENT_IMPORT_MAX_LEARNERS,
  IMPORT_FILE_MAX_BYTES,
  type ImportProblem,
} from '@zhixue/contract';
import { App, Button, Result, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '@/lib/api';
import { ImportVerdict } from '@/lib/import-verdict';
import { ScreenCard } from '@/lib/screen-card';
import { base64Of, saveSheet } from '@/lib/sheet-files';
import { useRefreshEnterprise } from './api';

interface Preview {
  rows: Array<{ row: number; mobile: string; name: string; department: string }>;
  problems: ImportProblem[];
}

/**
 * Learners from a sheet in two steps: the server checks every row and lists each faulty row with
 * its problems; only a sheet without problems is imported, all of it or nothing.
 */
export function EntImportPage() {
  const { message } = App.useApp();
  const refresh = useRefreshEnterprise();
  const [fileBase64, setFileBase64] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  if (imported !== null) {
    return (
      <ScreenCard title="导入学员">
        <Result
          status="success"
          title={`已导入 ${imported} 名学员`}
          subTitle="学员用表中的手机号登录企业站即可开始学习"
          extra={[
            <Link key="list" to="/ent/learners">
              <Button type="primary">查看学员</Button>
            </Link>,
            <Button key="again" onClick={() => setImported(null)}>
              继续导入
            </Button>,
          ]}
        />
      </ScreenCard>
    );
  }

  const problemRows = new Set(preview?.problems.map((problem) => problem.row));
  return (
    <ScreenCard title="导入学员" extra={<Link to="/ent/learners">返回学员列表</Link>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          按模板填写后上传 .xlsx 文件（不超过 600 KB、{ENT_IMPORT_MAX_LEARNERS}{' '}
          名学员）。表头须有“手机号”和“姓名”列，“部门”列填已建的部门，下级部门用 / 分隔。
        </Typography.Text>
        <Space>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > IMPORT_FILE_MAX_BYTES) message.error('文件不能超过 600 KB');
              else {
                setFileName(file.name);
                void run(async () => {
                  const content = await base64Of(file);
                  setFileBase64(content);
                  setPreview(null);
                  setPreview(await callApi(adminEntLearnerImportPreview, { fileBase64: content }));
                });
              }
              return false;
            }}
          >
            <Button type="primary" loading={busy}>
              选择 Excel 文件
            </Button>
          </Upload>
          <Button
            onClick={() => run(async () => saveSheet(await callApi(adminEntLearnerImportTemplate, {})))}
          >
            下载导入模板
          </Button>
          {fileName && <Typography.Text>{fileName}</Typography.Text>}
        </Space>
        {preview && (
          <>
            <ImportVerdict
              problems={preview.problems}
              refused={`有 ${preview.problems.length} 行有问题，未导入任何学员。请修改后重新上传。`}
              passed={`检查通过：共 ${preview.rows.length} 名学员，可以导入。`}
              labelWidth={120}
            />
            <Table
              size="small"
              rowKey="row"
              pagination={false}
              dataSource={preview.rows}
              rowClassName={(row) => (problemRows.has(row.row) ? 'ant-table-row-error' : '')}
              columns={[
                { title: '行', dataIndex: 'row', width: 60 },
                { title: '手机号', dataIndex: 'mobile', width: 140 },
                { title: '姓名', dataIndex: 'name', width: 120 },
                { title: '部门', dataIndex: 'department' },
                {
                  title: '检查',
                  width: 90,
                  render: (_, row) =>
                    problemRows.has(row.row) ? (
                      <Typography.Text type="danger">有问题</Typography.Text>
                    ) : (
                      '通过'
                    ),
                },
              ]}
            />
            <Button
              type="primary"
              disabled={preview.problems.length > 0 || !fileBase64}
              loading={busy}
              onClick={() =>
                run(async () => {
                  if (!fileBase64) return;
                  const { imported: count } = await callApi(adminEntLearnerImport, { fileBase64 });
                  setImported(count);
                  setPreview(null);
                  await refresh();
                })
              }
            >
              导入 {preview.rows.length} 名学员
            </Button>
          </>
        )}
      </Space>
    </ScreenCard>
  );
}
