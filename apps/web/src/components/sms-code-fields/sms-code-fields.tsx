import { Form, Input } from 'antd';
import { useState } from 'react';
import { CodeButton } from '@/components/code-button';
import { SlideVerify } from '@/components/slide-verify';
import { toastError } from '@/lib/api';
import { useFieldCipher } from '@/lib/crypto';
import { feedback } from '@/lib/feedback';
import { codeRules, mobileRules } from '@/lib/form-rules';
import { sendSmsCode } from '@/lib/identity';
import styles from './sms-code-fields.module.css';

export const CODE_SENT_MESSAGE = '验证码已发送!';

interface SmsCodeFieldsProps {
  /** Enterprise login: the code goes only to phones of enterprise learners (`user/ent/check`). */
  enterprise?: boolean;
  /** A check of the encrypted phone before sending (binding: is it free?); throw ApiError to stop. */
  beforeSend?: (encryptedMobile: string) => Promise<void>;
  mobilePlaceholder?: string;
  /** Field width in px; the spec's slider is 310 px. */
  width?: number;
}

/**
 * Phone, slide check and SMS code, as form fields named `mobile` and `code` of the surrounding antd
 * Form. The get-code button works only after the slide passed; sending validates the phone,
 * encrypts it, sends it, and says 验证码已发送! (or the server's message, such as the send limits).
 */
export function SmsCodeFields({
  enterprise,
  beforeSend,
  mobilePlaceholder,
  width = 310,
}: SmsCodeFieldsProps) {
  const form = Form.useFormInstance();
  const getCipher = useFieldCipher();
  const [verified, setVerified] = useState(false);

  const send = async (): Promise<boolean> => {
    let mobile: string;
    try {
      const values: { mobile?: string } = await form.validateFields(['mobile']);
      mobile = (values.mobile ?? '').trim();
    } catch {
      return false; // the phone field shows why
    }
    try {
      const encrypted = (await getCipher()).encryptField(mobile);
      await beforeSend?.(encrypted);
      await sendSmsCode(encrypted, { enterprise });
      feedback.success(CODE_SENT_MESSAGE);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  return (
    <>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input
          size="large"
          placeholder={mobilePlaceholder ?? '请输入手机号'}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item className={styles.slider}>
        <SlideVerify width={width} onSuccess={() => setVerified(true)} />
      </Form.Item>
      <Form.Item name="code" rules={codeRules}>
        <Input
          size="large"
          placeholder="请输入验证码"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label="验证码"
          suffix={<CodeButton verified={verified} onSend={send} />}
        />
      </Form.Item>
    </>
  );
}
