import {
  type AdminExam,
  type AdminPaper,
  type EXAM_GRADING_METHODS,
  type EXAM_MULTIPLE_CREDITS,
  type EXAM_REVEALS,
  ExamIntro,
  ExamName,
  type ExamOwner,
  type ExamSaveRequest,
  NEW_EXAM_RULES,
} from '@zhixue/contract';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { zodRule } from '@/lib/zod-rule';

export const GRADING_NAMES: Record<(typeof EXAM_GRADING_METHODS)[number], string> = {
  highest: '取最高分',
  last: '取最后一次',
};
export const REVEAL_NAMES: Record<(typeof EXAM_REVEALS)[number], string> = {
  never: '不公布',
  after_submit: '交卷后公布（尚可重考时不公布）',
  after_each_submit: '每次交卷后公布（含尚可重考时）',
  after_close: '考试结束后公布',
};
const CREDIT_NAMES: Record<(typeof EXAM_MULTIPLE_CREDITS)[number], string> = {
  all_or_nothing: '全部选对才得分',
  half: '少选得一半分',
  per_option: '按选对的比例得分',
};
const optionsOf = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/** What the form holds: the window as a range, the limit in minutes, the owner as a kind and an id. */
export interface ExamFormValues {
  name: string;
  intro: string;
  paperId: number;
  ownerKind: ExamOwner['kind'];
  ownerId?: number;
  window: [Dayjs, Dayjs];
  limitMinutes: number | null;
  attemptsAllowed: number;
  passScore: number;
  gradingMethod: AdminExam['gradingMethod'];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reveal: AdminExam['reveal'];
  multipleCredit: AdminExam['multipleCredit'];
  violationBudget: number | null;
  requireFullscreen: boolean;
  blockCopyPaste: boolean;
}

export const NEW_EXAM: Partial<ExamFormValues> = { ...NEW_EXAM_RULES, ownerKind: 'open', limitMinutes: 30 };

export function examToForm(exam: AdminExam): ExamFormValues {
  const { owner } = exam;
  return {
    ...exam,
    ownerKind: owner.kind,
    ownerId: owner.kind === 'camp' ? owner.trainingId : owner.kind === 'enterprise' ? owner.entId : undefined,
    window: [dayjs(exam.opensAt), dayjs(exam.closesAt)],
    limitMinutes: exam.timeLimitSeconds === null ? null : Math.round(exam.timeLimitSeconds / 60),
  };
}

export function formToExam(values: ExamFormValues, id?: number): z.input<typeof ExamSaveRequest> {
  const { ownerKind, ownerId = 0, window, limitMinutes, ...settings } = values;
  const owner: ExamOwner =
    ownerKind === 'camp'
      ? { kind: 'camp', trainingId: ownerId }
      : ownerKind === 'enterprise'
        ? { kind: 'enterprise', entId: ownerId }
        : { kind: 'open' };
  return {
    ...settings,
    ...(id === undefined ? {} : { id }),
    owner,
    opensAt: window[0].toISOString(),
    closesAt: window[1].toISOString(),
    timeLimitSeconds: limitMinutes ? limitMinutes * 60 : null,
  };
}

interface ExamFieldsProps {
  papers: AdminPaper[];
  owners: { camps: Array<{ id: number; name: string }>; enterprises: Array<{ id: number; name: string }> };
}

/** The exam's settings, one group per line; the owner's list follows the kind chosen. */
export function ExamFields({ papers, owners }: ExamFieldsProps) {
  const ownerKind = Form.useWatch<ExamOwner['kind']>('ownerKind');
  return (
    <>
      <Form.Item label="考试名称" name="name" rules={[zodRule(ExamName)]}>
        <Input />
      </Form.Item>
      <Form.Item label="考试说明" name="intro" rules={[zodRule(ExamIntro)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label="试卷" name="paperId" rules={[{ required: true, message: '请选择试卷' }]}>
        <Select
          options={papers.map((paper) => ({
            value: paper.id,
            label: `${paper.name}（${paper.kind === 'fixed' ? '固定' : '随机抽题'}，满分 ${paper.totalScore}）`,
          }))}
        />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item label="所属" name="ownerKind">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'open', label: '公开考试' },
              { value: 'camp', label: '训练营' },
              { value: 'enterprise', label: '企业' },
            ]}
          />
        </Form.Item>
        {ownerKind !== 'open' && (
          <Form.Item
            label={ownerKind === 'camp' ? '训练营' : '企业'}
            name="ownerId"
            rules={[{ required: true, message: '请选择所属训练营或企业' }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 260 }}
              options={(ownerKind === 'camp' ? owners.camps : owners.enterprises).map((row) => ({
                value: row.id,
                label: row.name,
              }))}
            />
          </Form.Item>
        )}
      </Space>
      <Form.Item label="开放时间" name="window" rules={[{ required: true, message: '请选择开放时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Space wrap>
        <Form.Item label="考试时长（分钟，空为不限时）" name="limitMinutes">
          <InputNumber min={1} max={10_080} precision={0} />
        </Form.Item>
        <Form.Item label="可考次数" name="attemptsAllowed">
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item label="及格分" name="passScore">
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label="成绩计算" name="gradingMethod">
          <Select style={{ width: 130 }} options={optionsOf(GRADING_NAMES)} />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item label="题目乱序" name="shuffleQuestions" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="选项乱序" name="shuffleOptions" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="答案与解析" name="reveal">
          <Select style={{ width: 150 }} options={optionsOf(REVEAL_NAMES)} />
        </Form.Item>
        <Form.Item label="多选题计分" name="multipleCredit">
          <Select style={{ width: 170 }} options={optionsOf(CREDIT_NAMES)} />
        </Form.Item>
      </Space>
      <Space align="start" wrap>
        <Form.Item
          label="离开考试页面上限（次，空为不限）"
          name="violationBudget"
          tooltip="切换标签页、窗口失去焦点或退出全屏记一次；超过上限时系统自动交卷。考生开考前可看到规则，每次离开后会看到提醒。断网不计。"
        >
          <InputNumber min={1} max={99} precision={0} placeholder="不限" />
        </Form.Item>
        <Form.Item label="开考时进入全屏" name="requireFullscreen" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="答题区禁止复制、粘贴和右键" name="blockCopyPaste" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
}
