import { adminCourseworkReview } from '@zhixue/contract';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import { zodRule } from '@/lib/zod-rule';

const fields = adminCourseworkReview.request.shape;

/** The fields of 批改: a score out of 100, a comment, and whether the work is 优秀作业. */
export function ReviewFields() {
  return (
    <>
      <Form.Item name="score" label="分数" rules={[zodRule(fields.score)]}>
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="comment" label="评语" rules={[zodRule(fields.comment)]}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Form.Item name="excellent" valuePropName="checked" initialValue={false}>
        <Checkbox>评为优秀作业（在同学作业中置顶）</Checkbox>
      </Form.Item>
    </>
  );
}
