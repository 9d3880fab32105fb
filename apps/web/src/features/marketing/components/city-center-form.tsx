import { CITY_CENTER_LIMITS } from '@zhixue/contract';
import type { FormRule } from 'antd';
import { Button, Cascader, Form, Input } from 'antd';
import { toastError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { schemaRule } from '@/lib/form-rules';
import { useApplyForCityCenter } from '../api/apply-for-city-center';
import {
  type ApplicationFormValues,
  checkApplication,
  FIELD_SCHEMAS,
  REGION_OPTIONS,
  regionError,
} from '../lib/application-form';
import styles from './city-center.module.css';

const RULES = {
  name: [schemaRule(FIELD_SCHEMAS.name)],
  mobile: [schemaRule(FIELD_SCHEMAS.mobile)],
  region: [
    {
      validator: async (_rule, value: string[] | undefined) => {
        const message = regionError(value);
        if (message) throw new Error(message);
      },
    },
  ],
  company: [schemaRule(FIELD_SCHEMAS.company)],
  experience: [schemaRule(FIELD_SCHEMAS.experience)],
} satisfies Record<keyof ApplicationFormValues, FormRule[]>;

interface CityCenterFormProps {
  userId: number;
  /** A resubmission starts from the rejected application (the phone, shown masked, is typed again). */
  initial?: ApplicationFormValues;
  onCancel?: () => void;
}

/**
 * The application form. Each field is checked on blur, and the whole form once more before
 * sending, by the contract's schema: the messages are the ones city/gift/add would answer.
 */
export function CityCenterForm({ userId, initial, onCancel }: CityCenterFormProps) {
  const [form] = Form.useForm<ApplicationFormValues>();
  const apply = useApplyForCityCenter(userId);

  const submit = (values: ApplicationFormValues) => {
    const checked = checkApplication(values);
    if (!checked.ok) {
      form.setFields([{ name: checked.field, errors: [checked.message] }]);
      return;
    }
    apply.mutate(checked.application, {
      onSuccess: () => feedback.success('申请已提交，我们将在5个工作日内完成审核'),
      onError: toastError,
    });
  };

  return (
    <Form<ApplicationFormValues>
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      initialValues={initial}
      onFinish={submit}
      className={styles.form}
      aria-label="城市中心申请表"
    >
      <div className={styles.formRow}>
        <Form.Item label="姓名" name="name" rules={RULES.name} required>
          <Input maxLength={CITY_CENTER_LIMITS.name} placeholder="请输入您的真实姓名" autoComplete="name" />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" rules={RULES.mobile} required>
          <Input maxLength={11} inputMode="numeric" placeholder="请输入手机号" autoComplete="tel" />
        </Form.Item>
      </div>
      <div className={styles.formRow}>
        <Form.Item label="所在城市" name="region" rules={RULES.region} required validateTrigger="onChange">
          <Cascader
            options={REGION_OPTIONS}
            placeholder="请选择省份 / 城市"
            showSearch
            expandTrigger="hover"
            aria-label="所在城市"
          />
        </Form.Item>
        <Form.Item label="公司/机构名称" name="company" rules={RULES.company} required>
          <Input maxLength={CITY_CENTER_LIMITS.company} placeholder="请输入公司或机构全称" />
        </Form.Item>
      </div>
      <Form.Item
        label="从业经验"
        name="experience"
        rules={RULES.experience}
        required
        extra="请介绍您的从业年限、服务过的企业客户、本地资源与团队情况"
      >
        <Input.TextArea
          rows={5}
          maxLength={CITY_CENTER_LIMITS.experienceMax}
          showCount
          placeholder={`至少${CITY_CENTER_LIMITS.experienceMin}个字`}
        />
      </Form.Item>
      <div className={styles.formActions}>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
        <Button type="primary" htmlType="submit" size="large" loading={apply.isPending}>
          提交申请
        </Button>
      </div>
    </Form>
  );
}
