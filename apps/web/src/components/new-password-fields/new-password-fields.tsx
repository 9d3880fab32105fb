import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { newPasswordRules, repeatPasswordRules } from '@/lib/form-rules';

interface NewPasswordFieldsProps {
  /** Shown under the new password, such as the password rule. */
  extra?: ReactNode;
}

/**
 * New password and its repetition, as form fields named `newPassword` and `repeatPassword` of the
 * surrounding antd Form; the repetition must equal the new password.
 */
export function NewPasswordFields({ extra }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name="newPassword" rules={newPasswordRules} extra={extra}>
        <Input.Password
          size="large"
          placeholder="请输入新密码"
          autoComplete="new-password"
          aria-label="新密码"
        />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        dependencies={['newPassword']}
        rules={repeatPasswordRules('newPassword')}
      >
        <Input.Password
          size="large"
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          aria-label="确认新密码"
        />
      </Form.Item>
    </>
  );
}
