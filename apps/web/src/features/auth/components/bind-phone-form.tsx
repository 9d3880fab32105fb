import { type LoginParams, MobileLoginTypes } from '@zhixue/contract';
import { Button, Form } from 'antd';
import { SmsCodeFields } from '@/components/sms-code-fields';
import { useLoginWithCode } from '../api/login-with-code';
import { ConsentField } from './consent-field';
import styles from './login-forms.module.css';

interface Values {
  mobile: string;
  code: string;
  agreed?: boolean;
}

/**
 * Pane 5: a WeChat account without a phone binds one. The code login carries type 1 and the
 * ticket `user/login/wx` gave; it registers the phone if new and links the WeChat account to it.
 */
export function BindPhoneForm({
  bindTicket,
  onLoggedIn,
}: {
  bindTicket: string;
  onLoggedIn: (params: LoginParams) => void;
}) {
  const login = useLoginWithCode();
  const submit = (values: Values) =>
    login.mutate(
      { ...values, type: MobileLoginTypes.BIND_WECHAT, bindTicket },
      { onSuccess: (params) => onLoggedIn(params) },
    );
  return (
    <Form<Values> className={styles.form} requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
      <SmsCodeFields />
      <ConsentField />
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        绑定并登录
      </Button>
    </Form>
  );
}
