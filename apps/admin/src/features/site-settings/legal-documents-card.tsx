import { LegalDocumentsInput } from '@zhixue/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api';
import { ScreenCard } from '@/lib/screen-card';
import { useCan } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';
import { useLegalDocuments, useLegalSave } from './api';

interface Texts {
  userAgreement: string;
  privacyPolicy: string;
}

const fields = LegalDocumentsInput.shape;

/**
 * 《用户协议》 and 《隐私政策》 as the login modal links them. A changed text is a new version: learners
 * who register or log in with the box ticked consent to it, and their accounts record which version.
 */
export function LegalDocumentsCard() {
  const { message } = App.useApp();
  const canWrite = useCan('marketing.write');
  const documents = useLegalDocuments();
  const save = useLegalSave();
  const [form] = Form.useForm<Texts>();
  useEffect(() => {
    if (documents.data) form.setFieldsValue(documents.data);
  }, [documents.data, form]);

  const submit = async () => {
    const texts = await form.validateFields();
    try {
      const saved = await save.mutateAsync(texts);
      message.success(
        saved.version === documents.data?.version ? '内容未改动，版本不变' : `已保存为第 ${saved.version} 版`,
      );
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
    }
  };

  return (
    <ScreenCard
      title="用户协议与隐私政策"
      extra={
        canWrite && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            保存并发布新版本
          </Button>
        )
      }
    >
      {documents.data ? (
        <p>
          当前为第 {documents.data.version} 版，更新于 {documents.data.updatedAt}。改动任一文本即生成新版本。
        </p>
      ) : null}
      <Form form={form} layout="vertical" requiredMark={false} disabled={!canWrite || documents.isPending}>
        <Form.Item label="用户协议" name="userAgreement" rules={[zodRule(fields.userAgreement)]}>
          <Input.TextArea rows={10} />
        </Form.Item>
        <Form.Item label="隐私政策" name="privacyPolicy" rules={[zodRule(fields.privacyPolicy)]}>
          <Input.TextArea rows={10} />
        </Form.Item>
      </Form>
    </ScreenCard>
  );
}
