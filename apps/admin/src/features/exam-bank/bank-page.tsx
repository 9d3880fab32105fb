import { type AdminQuestion, DIFFICULTY_NAMES, type QuestionType } from '@zhixue/contract';
import { Button, Input, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '@/components/list-table';
import { ConfirmButton } from '@/lib/confirm-button';
import { FormModal } from '@/lib/form-modal';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { useUrlList } from '@/lib/use-url-list';
import { useQuestionCreate, useQuestionDelete, useQuestionList, useQuestionUpdate } from './api';
import {
  DIFFICULTY_OPTIONS,
  formValuesOf,
  inputOf,
  NEW_QUESTION,
  QuestionFields,
  type QuestionFormValues,
  TYPE_COLUMN,
  TYPE_OPTIONS,
} from './question-fields';
import { useBankChoices } from './use-bank-choices';

const FILTERS = { type: '', category: '', difficulty: '', tag: '', keyword: '' };

/** A filter by one of the names in use (a category, a tag); empty for all. */
function NameFilter(props: {
  placeholder: string;
  value: string;
  names: string[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      allowClear
      showSearch
      placeholder={props.placeholder}
      aria-label={props.placeholder.replace(/^全部/, '')}
      value={props.value || undefined}
      onChange={(value) => props.onChange(value ?? '')}
      options={props.names.map((name) => ({ value: name, label: name }))}
      style={{ width: 150 }}
    />
  );
}

/** The question bank: filters in the address, a question's form for each type, delete with the reason it is refused. */
export function BankPage() {
  const questionCreate = useQuestionCreate();
  const questionUpdate = useQuestionUpdate();
  const questionDelete = useQuestionDelete();
  const canWrite = useCan('exams.write');
  const list = useUrlList(FILTERS);
  const { type, category, difficulty, tag, keyword } = list.filters;
  const query = {
    pageCurrent: list.page,
    pageSize: list.pageSize,
    ...(type ? { type: type as QuestionType } : {}),
    ...(category ? { category } : {}),
    ...(difficulty ? { difficulty: Number(difficulty) } : {}),
    ...(tag ? { tag } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const questions = useQuestionList(query);
  const choices = useBankChoices();
  const fields = <QuestionFields {...choices} />;

  return (
    <ScreenCard
      title="题库管理"
      extra={
        canWrite && (
          <Space>
            <Link to="/exam-bank/materials">共用材料</Link>
            <Link to="/exam-bank/import">
              <Button>导入题目</Button>
            </Link>
            <FormModal<QuestionFormValues>
              title="新建题目"
              width={760}
              trigger={{ label: '新建题目', type: 'primary' }}
              initialValues={NEW_QUESTION}
              submit={async (values) => {
                await questionCreate.mutateAsync(inputOf(values));
              }}
            >
              {fields}
            </FormModal>
          </Space>
        )
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="按题干搜索"
          defaultValue={keyword}
          onSearch={(value) => list.setFilters({ keyword: value.trim() })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder="全部题型"
          aria-label="题型"
          value={type || undefined}
          onChange={(value) => list.setFilters({ type: value ?? '' })}
          options={TYPE_OPTIONS}
          style={{ width: 120 }}
        />
        <NameFilter
          placeholder="全部分类"
          value={category}
          names={choices.categories}
          onChange={(value) => list.setFilters({ category: value })}
        />
        <Select
          allowClear
          placeholder="全部难度"
          aria-label="难度"
          value={difficulty ? Number(difficulty) : undefined}
          onChange={(value) => list.setFilters({ difficulty: value ? String(value) : '' })}
          options={DIFFICULTY_OPTIONS}
          style={{ width: 110 }}
        />
        <NameFilter
          placeholder="全部标签"
          value={tag}
          names={choices.tags}
          onChange={(value) => list.setFilters({ tag: value })}
        />
      </Space>
      <ListTable<AdminQuestion>
        rowKey="id"
        list={list}
        query={questions}
        unit="题"
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          TYPE_COLUMN,
          {
            title: '题干',
            dataIndex: 'stem',
            render: (stem: string, row) => (
              <>
                {row.material && (
                  <Tag color="blue" title={row.material}>
                    材料 #{row.materialId}
                  </Tag>
                )}
                <Typography.Text ellipsis={{ tooltip: stem }} style={{ maxWidth: 420 }}>
                  {stem}
                </Typography.Text>
              </>
            ),
          },
          { title: '分值', dataIndex: 'score', width: 70 },
          {
            title: '难度',
            dataIndex: 'difficulty',
            width: 70,
            render: (value: number) => DIFFICULTY_NAMES[value],
          },
          { title: '分类', dataIndex: 'category', width: 120 },
          {
            title: '标签',
            dataIndex: 'tags',
            width: 160,
            render: (tags: string[]) => tags.map((name) => <Tag key={name}>{name}</Tag>),
          },
          { title: '试卷', dataIndex: 'paperCount', width: 70 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  width: 150,
                  render: (_: unknown, row: AdminQuestion) => (
                    <Space size="small">
                      <FormModal<QuestionFormValues>
                        title={`编辑题目 #${row.id}`}
                        width={760}
                        trigger={{ label: '编辑', size: 'small' }}
                        initialValues={formValuesOf(row)}
                        submit={async (values) => {
                          await questionUpdate.mutateAsync({ id: row.id, question: inputOf(values) });
                        }}
                      >
                        {fields}
                      </FormModal>
                      <ConfirmButton
                        size="small"
                        danger
                        question={`删除题目 #${row.id}？`}
                        done="已删除"
                        action={async () => {
                          await questionDelete.mutateAsync({ id: row.id });
                        }}
                      >
                        删除
                      </ConfirmButton>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </ScreenCard>
  );
}
