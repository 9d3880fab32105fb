import { Button, Form } from 'antd';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SmsCodeFields } from '@/components/sms-code-fields';
import { feedback } from '@/lib/feedback';
import { useRecoverPassword } from '../api/recover-password';
import styles from './login-forms.module.css';

interface Values {
  mobile: string;
  code: string;
  newPassword: string;
  repeatPassword: string;
}

/** Pane 4: prove the phone with a code, choose a new password, and come back logged in. */
export function FindPasswordForm({ onDone }: { onDone: () => void }) {
  const recover = useRecoverPassword();
  const submit = (values: Values) =>
    recover.mutate(values, {
      onSuccess: () => {
        feedback.success('密码已重置');
        onDone();
      },
    });
  return (
    <Form<Values> className={styles.form} requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
      <SmsCodeFields />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" size="large" block loading={recover.isPending}>
        确认修改
      </Button>
    </Form>
  );
}
