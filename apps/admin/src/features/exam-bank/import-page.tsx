import { useQueryClient } from '@tanstack/react-query';
import {
  adminQuestionImport,
  adminQuestionImportPreview,
  adminQuestionImportTemplate,
  IMPORT_FILE_MAX_BYTES,
  type ImportPreviewQuestion,
  type ImportProblem,
  type ImportSource,
} from '@zhixue/contract';
import { App, Button, Input, Result, Space, Table, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '@/lib/api';
import { ImportVerdict } from '@/lib/import-verdict';
import { ScreenCard } from '@/lib/screen-card';
import { base64Of, saveSheet } from '@/lib/sheet-files';
import { TYPE_COLUMN } from './question-fields';

const TEXT_EXAMPLE = `一、单选题
1. 中国的首都是（ ）
A. 北京  B. 上海  C. 广州  D. 深圳
【答案】A
【解析】北京是中华人民共和国的首都。
【难度】简单
二、填空题
2. 水的化学式是___。
【答案】H2O；H₂O`;

interface Preview {
  questions: ImportPreviewQuestion[];
  problems: ImportProblem[];
}

const downloadTemplate = async () => saveSheet(await callApi(adminQuestionImportTemplate, {}));

/**
 * Import in two steps: the server reads and checks the sheet or text and lists every row's problem;
 * only a source without problems can be imported, and the server imports all of it or nothing.
 */
export function ImportPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [source, setSource] = useState<ImportSource | null>(null);
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
  const check = (next: ImportSource) =>
    run(async () => {
      setSource(next);
      setPreview(null);
      setImported(null);
      setPreview(await callApi(adminQuestionImportPreview, next));
    });
  const importAll = () =>
    run(async () => {
      if (!source) return;
      const { imported: count } = await callApi(adminQuestionImport, source);
      setImported(count);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: ['exam-bank'] });
    });

  if (imported !== null) {
    return (
      <ScreenCard title="导入题目">
        <Result
          status="success"
          title={`已导入 ${imported} 道题`}
          extra={[
            <Link key="bank" to="/exam-bank">
              <Button type="primary">查看题库</Button>
            </Link>,
            <Button key="again" onClick={() => setImported(null)}>
              继续导入
            </Button>,
          ]}
        />
      </ScreenCard>
    );
  }

  const problemCount = preview?.problems.reduce((sum, problem) => sum + problem.messages.length, 0) ?? 0;
  return (
    <ScreenCard title="导入题目" extra={<Link to="/exam-bank">返回题库</Link>}>
      <Tabs
        items={[
          {
            key: 'xlsx',
            label: 'Excel 导入',
            children: (
              <Space orientation="vertical">
                <Typography.Text type="secondary">
                  按模板填写后上传 .xlsx 文件（不超过 600 KB、500
                  道题）。每行一道题，表头须有“题干”和“答案”列。
                </Typography.Text>
                <Space>
                  <Upload
                    accept=".xlsx"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      if (file.size > IMPORT_FILE_MAX_BYTES) message.error('文件不能超过 600 KB');
                      else {
                        setFileName(file.name);
                        void base64Of(file).then((fileBase64) => check({ source: 'xlsx', fileBase64 }));
                      }
                      return false;
                    }}
                  >
                    <Button type="primary" loading={busy}>
                      选择 Excel 文件
                    </Button>
                  </Upload>
                  <Button onClick={() => run(downloadTemplate)}>下载导入模板</Button>
                  {fileName && <Typography.Text>{fileName}</Typography.Text>}
                </Space>
              </Space>
            ),
          },
          {
            key: 'text',
            label: '粘贴文本',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">
                  题号开头（如“1.”），选项以 A. B. C. 开头，用【答案】【解析】【难度】标注；填空用 ___
                  表示，多个空的答案用 | 分隔，同一空的多个答案用 ;
                  分隔，默认忽略空格和大小写，需要严格比对时写【忽略空格】否、【忽略大小写】否；“一、单选题”这样的标题说明下面的题型。
                </Typography.Text>
                <Input.TextArea
                  aria-label="题目文本"
                  rows={10}
                  value={text}
                  placeholder={TEXT_EXAMPLE}
                  onChange={(event) => setText(event.target.value)}
                />
                <Button type="primary" loading={busy} onClick={() => check({ source: 'text', text })}>
                  检查题目
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {preview && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
          <ImportVerdict
            problems={preview.problems}
            refused={`发现 ${problemCount} 处问题，未导入任何题目。请修改后重新检查。`}
            passed={`检查通过：共 ${preview.questions.length} 道题，可以导入。`}
            labelWidth={180}
          />
          <Table<ImportPreviewQuestion>
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={preview.questions}
            columns={[
              { title: '位置', dataIndex: 'label', width: 180 },
              TYPE_COLUMN,
              { title: '题干', dataIndex: 'stem', ellipsis: true },
              { title: '答案', dataIndex: 'answer', width: 160, ellipsis: true },
              { title: '分值', dataIndex: 'score', width: 60 },
              { title: '分类', dataIndex: 'category', width: 120 },
            ]}
          />
          <Button type="primary" disabled={preview.problems.length > 0} loading={busy} onClick={importAll}>
            导入 {preview.questions.length} 道题
          </Button>
        </Space>
      )}
    </ScreenCard>
  );
}
