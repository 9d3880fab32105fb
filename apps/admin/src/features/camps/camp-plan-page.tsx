import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCampPlan,
  adminCampPlan,
  adminCampPlanSave,
  adminCourseList,
  adminExamList,
  chineseErrorMap,
  type PlanItemFields,
  type PlanItemKind,
  PlanItemFields as PlanItemSchema,
  ProductTypes,
} from '@zhixue/contract';
import { Alert, App, Button, Empty, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { type DragHandle, SortableList } from '@/components/sortable-list';
import { ApiError, callApi } from '@/lib/api';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { CAMP_KIND_NAMES } from './camp-forms';

export const PLAN_KIND_NAMES: Record<PlanItemKind, string> = {
  course: '课程',
  exam: '考试',
  coursework: '作业',
  live: '直播',
  offline: '线下课',
  checkin: '打卡签到',
};

/** A row being edited: `id` is the saved item's, or a negative number for one not saved yet. */
type Row = Omit<PlanItemFields, 'id'> & { id: number; name: string };

let nextNewId = -1;
const blankRow = (day: number, stage: string | null): Row => ({
  id: nextNewId--,
  name: '',
  day,
  stage,
  kind: 'course',
  title: '',
  courseId: null,
  examId: null,
  required: true,
  weight: 1,
});
const toRows = (plan: AdminCampPlan): Row[] => plan.items.map((item) => ({ ...item, name: item.title }));
const toWire = ({ id, name: _name, ...fields }: Row): PlanItemFields => ({
  ...fields,
  ...(id > 0 ? { id } : {}),
});

/** A course or exam picked by name; the current one shows by the item's title until searched. */
function TargetPicker({ row, onChange }: { row: Row; onChange: (patch: Partial<Row>) => void }) {
  const [keyword, setKeyword] = useState('');
  const isCourse = row.kind === 'course';
  const options = useQuery({
    queryKey: ['camp-plan', 'pick', row.kind, keyword],
    enabled: row.kind === 'course' || row.kind === 'exam',
    queryFn: async () => {
      const search = keyword ? { keyword } : {};
      if (isCourse) {
        const page = await callApi(adminCourseList, {
          pageSize: 20,
          type: ProductTypes.COURSE,
          channel: 'main',
          ...search,
        });
        return page.list.map((course) => ({ value: course.id, label: course.name }));
      }
      const page = await callApi(adminExamList, { pageCurrent: 1, pageSize: 20, ...search });
      return page.list.map((exam) => ({ value: exam.id, label: exam.name }));
    },
  });
  if (row.kind !== 'course' && row.kind !== 'exam') {
    // As wide as the picker, so the columns of every row line up.
    return (
      <Typography.Text type="secondary" style={{ display: 'inline-block', width: 220, paddingLeft: 11 }}>
        无需关联
      </Typography.Text>
    );
  }
  const value = isCourse ? row.courseId : row.examId;
  const list = options.data ?? [];
  const withCurrent =
    value !== null && !list.some((option) => option.value === value)
      ? [{ value, label: `${row.title || (isCourse ? '课程' : '考试')}（#${value}）` }, ...list]
      : list;
  return (
    <Select
      style={{ width: 220 }}
      aria-label={isCourse ? '关联课程' : '关联考试'}
      placeholder={isCourse ? '搜索课程' : '搜索考试'}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={options.isFetching}
      value={value ?? undefined}
      options={withCurrent}
      onChange={(picked: number, option) => {
        const label = Array.isArray(option) ? '' : String(option?.label ?? '');
        onChange({
          ...(isCourse ? { courseId: picked } : { examId: picked }),
          // A new item takes the course's or exam's name; a named one keeps its own.
          ...(row.title ? {} : { title: label, name: label }),
        });
      }}
    />
  );
}

function PlanRow({
  row,
  index,
  handle,
  canWrite,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  handle: DragHandle;
  canWrite: boolean;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
}) {
  return (
    <div
      data-testid="plan-row"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 4px',
        borderBottom: '1px solid #f0f0f0',
        background: '#fff',
        flexWrap: 'wrap',
      }}
    >
      {canWrite ? handle : null}
      <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right' }}>
        {index + 1}
      </Typography.Text>
      <Select<PlanItemKind>
        aria-label="类型"
        style={{ width: 110 }}
        value={row.kind}
        disabled={!canWrite}
        options={Object.entries(PLAN_KIND_NAMES).map(([value, label]) => ({ value, label }))}
        onChange={(kind) => onChange({ kind, courseId: null, examId: null })}
      />
      <Input
        aria-label="名称"
        style={{ width: 220 }}
        placeholder="计划项名称"
        value={row.title}
        disabled={!canWrite}
        onChange={(event) => onChange({ title: event.target.value, name: event.target.value })}
      />
      <TargetPicker row={row} onChange={onChange} />
      <Input
        aria-label="阶段"
        style={{ width: 120 }}
        placeholder="阶段（可选）"
        value={row.stage ?? ''}
        disabled={!canWrite}
        onChange={(event) => onChange({ stage: event.target.value || null })}
      />
      <InputNumber
        aria-label="解锁日"
        style={{ width: 130 }}
        min={0}
        max={365}
        precision={0}
        prefix="第"
        suffix="天"
        value={row.day + 1}
        disabled={!canWrite}
        onChange={(value) => onChange({ day: Math.max(0, (value ?? 1) - 1) })}
      />
      <Switch
        aria-label="必修"
        checkedChildren="必修"
        unCheckedChildren="选修"
        checked={row.required}
        disabled={!canWrite}
        onChange={(required) => onChange({ required })}
      />
      <InputNumber
        aria-label="权重"
        style={{ width: 100 }}
        min={0}
        max={100}
        precision={0}
        prefix="权重"
        value={row.weight}
        disabled={!canWrite || !row.required}
        onChange={(value) => onChange({ weight: value ?? 0 })}
      />
      {canWrite ? (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="移除" onClick={onRemove} />
      ) : null}
    </div>
  );
}

/**
 * /camps/:id/plan: the camp's study plan, dragged into order, each item with its day (it unlocks
 * on that day of a term), stage, kind, course or exam, required or optional and weight. Saved as a
 * whole; terms already created keep the copy they were made with.
 */
export function CampPlanPage() {
  const trainingId = Number(useParams().id);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canWrite = useCan('camps.write');
  const plan = useQuery({
    queryKey: ['camps', 'plan', trainingId],
    queryFn: () => callApi(adminCampPlan, { trainingId }),
  });
  const [rows, setRows] = useState<Row[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (plan.data) {
      setRows(toRows(plan.data));
      setDirty(false);
    }
  }, [plan.data]);

  const edit = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const patch = (id: number, change: Partial<Row>) =>
    edit(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const add = () => {
    const last = rows[rows.length - 1];
    edit([...rows, blankRow(last?.day ?? 0, last?.stage ?? null)]);
  };

  async function save() {
    const items = rows.map(toWire);
    for (const [index, item] of items.entries()) {
      const checked = PlanItemSchema.safeParse(item, { error: chineseErrorMap() });
      if (!checked.success) {
        message.error(`第 ${index + 1} 项：${checked.error.issues[0]?.message ?? '填写有误'}`);
        return;
      }
    }
    setSaving(true);
    try {
      const saved = await callApi(adminCampPlanSave, { trainingId, items });
      queryClient.setQueryData(['camps', 'plan', trainingId], saved);
      message.success('学习计划已保存');
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
    } finally {
      setSaving(false);
    }
  }

  const data = plan.data;
  const requiredWeight = rows.filter((row) => row.required).reduce((sum, row) => sum + row.weight, 0);
  return (
    <ScreenCard
      title="学习计划"
      extra={
        canWrite && (
          <Space>
            <Button icon={<PlusOutlined />} onClick={add}>
              添加计划项
            </Button>
            <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>
              保存计划
            </Button>
          </Space>
        )
      }
    >
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Alert
            type="info"
            showIcon
            message={
              data.kind === 'online'
                ? `已创建的 ${data.termCount} 期保留各自创建时的计划副本，这里的修改只用于之后新建的期次。`
                : `${CAMP_KIND_NAMES[data.kind]}训练营没有期次，学员直接按此计划学习；移除的计划项不再显示，已有的签到和作业记录保留。`
            }
          />
          <Space wrap>
            <Tag>共 {rows.length} 项</Tag>
            <Tag color="blue">必修 {rows.filter((row) => row.required).length} 项</Tag>
            <Tag>必修总权重 {requiredWeight}</Tag>
            {dirty ? <Tag color="orange">有未保存的修改</Tag> : null}
          </Space>
          {rows.length === 0 ? (
            <Empty description="还没有计划项" />
          ) : (
            <SortableList
              scope="plan"
              items={rows}
              onReorder={(ids) => edit(ids.flatMap((id) => rows.filter((row) => row.id === id)))}
            >
              {(row, handle) => (
                <PlanRow
                  row={row}
                  index={rows.indexOf(row)}
                  handle={handle}
                  canWrite={canWrite}
                  onChange={(change) => patch(row.id, change)}
                  onRemove={() => edit(rows.filter((other) => other.id !== row.id))}
                />
              )}
            </SortableList>
          )}
        </Space>
      ) : (
        <Typography.Text type="secondary">{plan.isError ? '学习计划加载失败' : '加载中…'}</Typography.Text>
      )}
    </ScreenCard>
  );
}
