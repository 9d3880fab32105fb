import { type AdminPaper, PaperName, QUESTION_TYPE_NAMES } from '@zhixue/contract';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Table, Tag } from 'antd';
import { FormModal } from '@/lib/form-modal';
import { zodRule } from '@/lib/zod-rule';
import { useSavePaper } from './api';
import { QuestionPicker } from './question-picker';

const DIFFICULTY_NAMES = ['', '易', '中', '难'];

interface PaperFormValues {
  name: string;
  kind: AdminPaper['kind'];
  questions: Array<{ questionId: number; score: number | null }>;
  draws: AdminPaper['draws'];
}

const NEW_PAPER: PaperFormValues = {
  name: '',
  kind: 'fixed',
  questions: [{ questionId: 0, score: null }],
  draws: [{ category: null, type: null, difficulty: null, count: 1, score: 5 }],
};

/** A fixed paper lists questions picked from the bank (with an optional score); a drawn one its rules. */
function PaperFields() {
  const kind = Form.useWatch<AdminPaper['kind']>('kind');
  return (
    <>
      <Form.Item label="试卷名称" name="name" rules={[zodRule(PaperName)]}>
        <Input />
      </Form.Item>
      <Form.Item label="组卷方式" name="kind">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'fixed', label: '固定试题' },
            { value: 'drawn', label: '按规则随机抽题' },
          ]}
        />
      </Form.Item>
      <Form.List name={kind === 'drawn' ? 'draws' : 'questions'}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) =>
              kind === 'drawn' ? (
                <Space key={row.key} align="baseline" wrap>
                  <Form.Item name={[row.name, 'category']} label="分类">
                    <Input placeholder="不限" style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'type']} label="题型">
                    <Select
                      allowClear
                      placeholder="不限"
                      style={{ width: 100 }}
                      options={Object.entries(QUESTION_TYPE_NAMES).map(([value, label]) => ({
                        value,
                        label,
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'difficulty']} label="难度">
                    <Select
                      allowClear
                      placeholder="不限"
                      style={{ width: 80 }}
                      options={[1, 2, 3].map((value) => ({ value, label: DIFFICULTY_NAMES[value] }))}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'count']} label="题数" rules={[{ required: true }]}>
                    <InputNumber min={1} max={200} precision={0} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'score']} label="每题分值" rules={[{ required: true }]}>
                    <InputNumber min={1} max={1000} precision={0} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(row.name)}>
                    删除
                  </Button>
                </Space>
              ) : (
                <Space key={row.key} align="baseline">
                  <Form.Item
                    name={[row.name, 'questionId']}
                    label="题目"
                    rules={[{ required: true, type: 'number', min: 1, message: '请从题库中选择题目' }]}
                  >
                    <QuestionPicker />
                  </Form.Item>
                  <Form.Item name={[row.name, 'score']} label="本卷分值">
                    <InputNumber min={1} max={1000} precision={0} placeholder="同题目" />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(row.name)}>
                    删除
                  </Button>
                </Space>
              ),
            )}
            <Button
              type="dashed"
              block
              onClick={() =>
                add(kind === 'drawn' ? NEW_PAPER.draws[0] : { questionId: undefined, score: null })
              }
            >
              {kind === 'drawn' ? '添加抽题规则' : '添加题目'}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

function PaperModal({ paper }: { paper?: AdminPaper }) {
  const savePaper = useSavePaper();
  const initialValues: PaperFormValues = paper
    ? {
        name: paper.name,
        kind: paper.kind,
        questions: paper.questions.length > 0 ? paper.questions : NEW_PAPER.questions,
        draws: paper.draws.length > 0 ? paper.draws : NEW_PAPER.draws,
      }
    : NEW_PAPER;
  return (
    <FormModal<PaperFormValues>
      title={paper ? `编辑试卷「${paper.name}」` : '新建试卷'}
      trigger={paper ? { label: '编辑', size: 'small' } : { label: '新建试卷', type: 'primary' }}
      initialValues={initialValues}
      width={760}
      submit={(values) => {
        const id = paper ? { id: paper.id } : {};
        return savePaper.mutateAsync(
          values.kind === 'drawn'
            ? { ...id, name: values.name, kind: 'drawn', draws: values.draws }
            : { ...id, name: values.name, kind: 'fixed', questions: values.questions },
        );
      }}
    >
      <PaperFields />
    </FormModal>
  );
}

function describeRule(rule: AdminPaper['draws'][number]) {
  const filters = [
    rule.category,
    rule.type && QUESTION_TYPE_NAMES[rule.type],
    rule.difficulty && DIFFICULTY_NAMES[rule.difficulty],
  ].filter(Boolean);
  return `${filters.join('·') || '不限'} ${rule.count} 题 × ${rule.score} 分`;
}

/** The papers exams are set on: what each holds, what it is worth, how many exams use it. */
export function PapersPanel({
  papers,
  loading,
  canWrite,
}: {
  papers: AdminPaper[];
  loading: boolean;
  canWrite: boolean;
}) {
  return (
    <>
      {canWrite && (
        <div style={{ marginBottom: 16 }}>
          <PaperModal />
        </div>
      )}
      <Table<AdminPaper>
        rowKey="id"
        loading={loading}
        dataSource={papers}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '名称', dataIndex: 'name' },
          {
            title: '组卷方式',
            dataIndex: 'kind',
            width: 110,
            render: (kind: AdminPaper['kind']) =>
              kind === 'fixed' ? <Tag>固定试题</Tag> : <Tag color="purple">随机抽题</Tag>,
          },
          {
            title: '内容',
            render: (_: unknown, paper: AdminPaper) =>
              paper.kind === 'fixed'
                ? `${paper.questions.length} 题`
                : paper.draws.map((rule) => <div key={describeRule(rule)}>{describeRule(rule)}</div>),
          },
          { title: '总分', dataIndex: 'totalScore', width: 80 },
          { title: '使用考试', dataIndex: 'examCount', width: 90 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 90,
                  render: (_: unknown, paper: AdminPaper) => <PaperModal paper={paper} />,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
