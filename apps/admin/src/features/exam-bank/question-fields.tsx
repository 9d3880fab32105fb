import {
  type AdminQuestion,
  DIFFICULTY_NAMES,
  MAX_OPTIONS,
  optionLetter,
  QUESTION_TYPE_NAMES,
  type QuestionInput,
  type QuestionType,
} from '@zhixue/contract';
import { AutoComplete, Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';

export const TYPE_OPTIONS = Object.entries(QUESTION_TYPE_NAMES).map(([value, label]) => ({ value, label }));
export const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTY_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The 题型 column of the bank's and the import preview's tables. */
export const TYPE_COLUMN = {
  title: '题型',
  dataIndex: 'type',
  width: 90,
  render: (value: QuestionType) => QUESTION_TYPE_NAMES[value],
};

/** The form's values: as the contract's input, with each blank's accepted answers as a tag list. */
export type QuestionFormValues = QuestionInput;

export const NEW_QUESTION: Partial<QuestionFormValues> = {
  type: 'single',
  options: ['', '', '', ''],
  answer: [],
  blanks: [[]],
  fillIgnoreSpaces: true,
  fillIgnoreCase: true,
  score: 5,
  difficulty: 2,
  tags: [],
  materialId: null,
};

export const formValuesOf = (question: AdminQuestion): QuestionFormValues => ({
  ...question,
  options: question.options.length > 0 ? question.options : ['', '', '', ''],
  blanks: question.blanks.length > 0 ? question.blanks : [[]],
});

/** What travels: only the fields the type uses, the rest emptied. */
export function inputOf(values: QuestionFormValues): QuestionInput {
  const { type } = values;
  const choice = type === 'single' || type === 'multiple';
  return {
    ...values,
    options: choice ? values.options : [],
    answer: choice || type === 'judge' ? [values.answer ?? []].flat() : [],
    blanks: type === 'fill' ? values.blanks : [],
    reference: type === 'short' ? (values.reference ?? '') : '',
    analysis: values.analysis ?? '',
    tags: values.tags ?? [],
    materialId: values.materialId ?? null,
  };
}

function AnswerFields({ type }: { type: QuestionType }) {
  const form = Form.useFormInstance<QuestionFormValues>();
  const options = Form.useWatch('options', form) ?? [];
  const letters = options.map((_, index) => ({ value: optionLetter(index), label: optionLetter(index) }));
  if (type === 'judge') {
    return (
      <Form.Item
        label="正确答案"
        name="answer"
        getValueFromEvent={(event) => [event.target.value]}
        getValueProps={(value: string[]) => ({ value: value?.[0] })}
      >
        <Radio.Group
          options={[
            { value: 'T', label: '正确' },
            { value: 'F', label: '错误' },
          ]}
        />
      </Form.Item>
    );
  }
  if (type === 'single' || type === 'multiple') {
    return (
      <>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Form.Item label="选项">
              {fields.map((field, index) => (
                <Space key={field.key} style={{ display: 'flex', marginBottom: 8 }} align="baseline">
                  <span style={{ width: 16, display: 'inline-block' }}>{optionLetter(index)}</span>
                  <Form.Item name={field.name} noStyle>
                    <Input style={{ width: 520 }} placeholder={`选项 ${optionLetter(index)} 的内容`} />
                  </Form.Item>
                  {fields.length > 2 && (
                    <Button type="link" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </Space>
              ))}
              {fields.length < MAX_OPTIONS && (
                <Button type="dashed" onClick={() => add('')}>
                  添加选项
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        {type === 'single' ? (
          <Form.Item
            label="正确答案"
            name="answer"
            getValueFromEvent={(event) => [event.target.value]}
            getValueProps={(value: string[]) => ({ value: value?.[0] })}
          >
            <Radio.Group options={letters} />
          </Form.Item>
        ) : (
          <Form.Item label="正确答案（多选）" name="answer">
            <Checkbox.Group options={letters} />
          </Form.Item>
        )}
      </>
    );
  }
  if (type === 'fill') {
    return (
      <>
        <Form.List name="blanks">
          {(fields, { add, remove }) => (
            <Form.Item label="各空的正确答案（每空可填多个可接受的答案，回车分隔）">
              {fields.map((field, index) => (
                <Space key={field.key} style={{ display: 'flex', marginBottom: 8 }} align="baseline">
                  <span>第 {index + 1} 空</span>
                  <Form.Item name={field.name} noStyle>
                    <Select mode="tags" open={false} style={{ width: 480 }} placeholder="输入答案后回车" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add([])}>
                添加一空
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Space size="large">
          <Form.Item label="忽略空格" name="fillIgnoreSpaces" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="忽略大小写" name="fillIgnoreCase" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </>
    );
  }
  return (
    <Form.Item label="参考答案（供批改参考）" name="reference">
      <Input.TextArea rows={3} />
    </Form.Item>
  );
}

/** Every field of a question; the answer fields follow the chosen type. */
export function QuestionFields({
  categories,
  tags,
  materials,
}: {
  categories: string[];
  tags: string[];
  materials: Array<{ value: number; label: string }>;
}) {
  const type = (Form.useWatch('type') ?? 'single') as QuestionType;
  return (
    <>
      <Form.Item label="题型" name="type">
        <Radio.Group options={TYPE_OPTIONS} optionType="button" />
      </Form.Item>
      <Form.Item
        label={type === 'fill' ? '题干（用 ___ 表示填空）' : '题干'}
        name="stem"
        rules={[{ required: true, whitespace: true, message: '缺少题干' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <AnswerFields type={type} />
      <Form.Item label="解析" name="analysis">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label="分值" name="score" rules={[{ required: true, message: '请输入分值' }]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item label="难度" name="difficulty">
          <Select options={DIFFICULTY_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          label="分类"
          name="category"
          rules={[{ required: true, whitespace: true, message: '缺少分类' }]}
        >
          <AutoComplete
            options={categories.map((value) => ({ value }))}
            style={{ width: 180 }}
            placeholder="选择或输入分类"
          />
        </Form.Item>
        <Form.Item label="标签" name="tags">
          <Select
            mode="tags"
            options={tags.map((value) => ({ value }))}
            style={{ width: 260 }}
            placeholder="选择或输入标签"
          />
        </Form.Item>
      </Space>
      <Form.Item label="共用材料" name="materialId">
        <Select allowClear options={materials} placeholder="不使用材料" showSearch optionFilterProp="label" />
      </Form.Item>
    </>
  );
}
