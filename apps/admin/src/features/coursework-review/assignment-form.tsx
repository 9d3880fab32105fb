import { useQuery } from '@tanstack/react-query';
import { AssignmentCreateRequest, adminCourseworkPlanItems } from '@zhixue/contract';
import { DatePicker, Form, Input, Radio, Select, Switch } from 'antd';
import { callApi } from '@/lib/api';
import { zodRule } from '@/lib/zod-rule';

const fields = AssignmentCreateRequest.shape;

/** The fields of 布置作业: a coursework item of a camp's plan, the requirements and the rules. */
export function AssignmentFields() {
  const items = useQuery({
    queryKey: ['coursework', 'plan-items'],
    queryFn: () => callApi(adminCourseworkPlanItems, {}),
  });
  return (
    <>
      <Form.Item name="planItemId" label="训练营计划项" rules={[{ required: true, message: '请选择计划项' }]}>
        <Select
          loading={items.isPending}
          placeholder="选择训练营计划中的作业项"
          options={(items.data ?? []).map((item) => ({
            value: item.id,
            label: `${item.trainingTitle} · 第${item.day + 1}天 · ${item.title}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="title" label="作业标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="requirements" label="作业要求" rules={[zodRule(fields.requirements)]}>
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="deadline" label="截止时间" rules={[{ required: true, message: '请选择截止时间' }]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="lateAllowed" label="接受补交" valuePropName="checked" initialValue={false}>
        <Switch />
      </Form.Item>
      <Form.Item name="visibility" label="同学作业" initialValue="after_submit">
        <Radio.Group
          options={[
            { value: 'after_submit', label: '提交后可见' },
            { value: 'always', label: '始终可见' },
          ]}
        />
      </Form.Item>
      <Form.Item name="countsOn" label="计入进度" initialValue="submit">
        <Radio.Group
          options={[
            { value: 'submit', label: '提交即计入' },
            { value: 'approve', label: '批改合格（60 分及以上）并发布后计入' },
          ]}
        />
      </Form.Item>
    </>
  );
}
