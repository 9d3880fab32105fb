import { CampFields, type TermFields } from '@zhixue/contract';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import { useCertificateTemplates } from './api';

const camp = CampFields.shape;

/** A camp's form values: prices in yuan as typed (the wire takes cents). */
export type CampValues = Omit<CampFields, 'price' | 'linePrice'> & { price: number; linePrice: number };

export const campToWire = (values: CampValues): CampFields => ({
  ...values,
  intro: values.intro ?? '',
  accessCloseDays: values.termEndAccess === 'close' ? (values.accessCloseDays ?? 0) : null,
  certificateMinProgress: values.certificateMinProgress ?? null,
  certificateTemplateId: values.certificateTemplateId ?? null,
  price: Math.round(values.price * 100),
  linePrice: Math.round(values.linePrice * 100),
});

export const campToForm = (fields: CampFields): CampValues => ({
  ...fields,
  price: fields.price / 100,
  linePrice: fields.linePrice / 100,
});

/** Whether and how a term's learners earn a certificate: the progress it takes, and the design printed. */
function CertificateFormItems() {
  const templates = useCertificateTemplates();
  return (
    <Space align="start">
      <Form.Item
        label="结业证书"
        name="certificateMinProgress"
        extra="学习进度达到该百分比即发证书；留空则不发"
      >
        <InputNumber min={1} max={100} precision={0} addonAfter="%" placeholder="不发证书" />
      </Form.Item>
      <Form.Item label="证书模板" name="certificateTemplateId">
        <Select
          style={{ width: 220 }}
          allowClear
          placeholder="默认模板"
          loading={templates.isPending}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: `${template.name}（${template.heading}）`,
          }))}
        />
      </Form.Item>
    </Space>
  );
}

export function CampFormItems() {
  return (
    <>
      <Form.Item label="训练营名称" name="name" rules={[zodRule(camp.name)]}>
        <Input />
      </Form.Item>
      <Form.Item label="简介" name="intro" rules={[zodRule(camp.intro)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space>
        <Form.Item label="价格（元）" name="price" rules={[{ required: true, message: '请输入价格' }]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item
          label="划线价（元）"
          name="linePrice"
          rules={[{ required: true, message: '请输入划线价' }]}
        >
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item label="仅咨询报名" name="enquire" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space align="start">
        <Form.Item label="结营后" name="termEndAccess" extra="线上训练营每期结营后的学习权限">
          <Select style={{ width: 220 }} options={TERM_END_OPTIONS} />
        </Form.Item>
        <Form.Item noStyle dependencies={['termEndAccess']}>
          {({ getFieldValue }) =>
            getFieldValue('termEndAccess') === 'close' ? (
              <Form.Item
                label="结营后多少天关闭"
                name="accessCloseDays"
                rules={[{ required: true, message: '请填写天数' }]}
              >
                <InputNumber min={0} max={3650} precision={0} addonAfter="天" />
              </Form.Item>
            ) : null
          }
        </Form.Item>
      </Space>
      <CertificateFormItems />
    </>
  );
}

const TERM_END_OPTIONS = [
  { value: 'keep', label: '继续开放学习' },
  { value: 'replay', label: '仅可回放（不再计进度）' },
  { value: 'close', label: '回放一段时间后关闭' },
];

/** A term's fields; dates are China calendar dates (YYYY-MM-DD). */
export function TermFormItems() {
  const date = (label: string, name: keyof TermFields) => (
    <Form.Item label={label} name={name} rules={[{ required: true, message: '请选择日期' }]}>
      <Input type="date" />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label="期次名称" name="name" rules={[{ required: true, message: '请输入期次名称' }]}>
        <Input placeholder="如：第3期" />
      </Form.Item>
      <Space>
        {date('报名开始', 'enrollStartDate')}
        {date('报名截止', 'enrollEndDate')}
      </Space>
      <Space>
        {date('开营日期', 'startDate')}
        {date('结营日期', 'endDate')}
      </Space>
      <Space>
        <Form.Item label="名额" name="capacity" rules={[{ required: true, message: '请输入名额' }]}>
          <InputNumber min={1} max={100_000} precision={0} />
        </Form.Item>
        <Form.Item label="开营后可报名" name="lateJoin" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
}

export const TERM_STATUS_NAMES = {
  upcoming: '即将开营',
  enrolling: '报名中',
  full: '已满',
  running: '进行中',
  ended: '已结营',
} as const;

export const CAMP_KIND_NAMES = { online: '线上', offline: '线下', trial: '体验营' } as const;
