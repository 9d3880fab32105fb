import type { LoginParams } from '@zhixue/contract';
import { Button, Form, Input } from 'antd';
import { accountRules, passwordRules } from '@/lib/form-rules';
import { useLoginWithAccount } from '../api/login-with-account';
import styles from './login-forms.module.css';

interface AccountLoginFormProps {
  onLoggedIn: (params: LoginParams) => void;
  accountPlaceholder?: string;
}

interface Values {
  account: string;
  password: string;
}

/** Pane 2: account (or phone) and password. */
export function AccountLoginForm({ onLoggedIn, accountPlaceholder = '请输入账号' }: AccountLoginFormProps) {
  const login = useLoginWithAccount();
  const submit = (values: Values) => login.mutate(values, { onSuccess: (params) => onLoggedIn(params) });
  return (
    <Form<Values> className={styles.form} requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
      <Form.Item name="account" rules={accountRules}>
        <Input size="large" placeholder={accountPlaceholder} autoComplete="username" aria-label="账号" />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password
          size="large"
          placeholder="请输入密码"
          autoComplete="current-password"
          aria-label="密码"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
