import type { LoginParams } from '@zhixue/contract';
import { Button, Form } from 'antd';
import { SmsCodeFields } from '@/components/sms-code-fields';
import { useLoginWithCode } from '../api/login-with-code';
import { ConsentField } from './consent-field';
import styles from './login-forms.module.css';

interface CodeLoginFormProps {
  /** Enterprise login: codes go only to enterprise learners' phones. */
  enterprise?: boolean;
  onLoggedIn: (params: LoginParams) => void;
}

interface Values {
  mobile: string;
  code: string;
  agreed?: boolean;
}

/** Pane 0: phone, slide check and SMS code; an unknown phone is registered (type 3). */
export function CodeLoginForm({ enterprise, onLoggedIn }: CodeLoginFormProps) {
  const login = useLoginWithCode();
  const submit = (values: Values) =>
    login.mutate({ ...values, type: 3 }, { onSuccess: (params) => onLoggedIn(params) });
  return (
    <Form<Values> className={styles.form} requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
      <SmsCodeFields enterprise={enterprise} />
      {/* Enterprise learners are registered by their enterprise: a code login registers nobody. */}
      {enterprise ? null : <ConsentField />}
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {enterprise ? '登录' : '登录/注册'}
      </Button>
      {enterprise ? null : <p className={styles.note}>未注册的手机号验证后将自动注册</p>}
    </Form>
  );
}
