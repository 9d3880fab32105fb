import { useQueryClient } from '@tanstack/react-query';
import { adminSignIn, adminVerifyCode, TotpCode } from '@zhixue/contract';
import { Alert, Button, Card, Form, Input, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, callApi } from '@/lib/api';
import { meQuery } from '@/lib/use-me';
import { zodRule } from '@/lib/zod-rule';

interface PasswordStep {
  ticket: string;
  enrolment: { secret: string; otpauthUrl: string } | null;
}

/** Password, then the authenticator's code; a first sign-in enrols the authenticator on the way. */
export function SignInPage() {
  const [step, setStep] = useState<PasswordStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiError && failure.reason === 'OPERATOR_TICKET_EXPIRED') setStep(null);
      setError(failure instanceof ApiError ? failure.message : '登录失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  const submitPassword = (values: { account: string; password: string }) =>
    run(async () => setStep(await callApi(adminSignIn, values)));
  const submitCode = ({ code }: { code: string }) =>
    run(async () => {
      if (!step) return;
      const profile = await callApi(adminVerifyCode, { ticket: step.ticket, code });
      queryClient.setQueryData(meQuery.queryKey, profile);
      navigate(from, { replace: true });
    });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            知学管理后台
          </Typography.Title>
        }
        style={{ width: 420 }}
      >
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        {step === null ? (
          <Form layout="vertical" onFinish={submitPassword} requiredMark={false}>
            <Form.Item label="账号" name="account" rules={[{ required: true, message: '请输入账号' }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              下一步
            </Button>
          </Form>
        ) : (
          <Form layout="vertical" onFinish={submitCode} requiredMark={false}>
            {step.enrolment && <Enrolment {...step.enrolment} />}
            <Form.Item label="动态验证码" name="code" rules={[zodRule(TotpCode)]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
            </Form.Item>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {step.enrolment ? '绑定并登录' : '登录'}
              </Button>
              <Button type="link" block onClick={() => setStep(null)}>
                返回重新输入密码
              </Button>
            </Space>
          </Form>
        )}
      </Card>
    </div>
  );
}

/** Shown once, at the first sign-in (or after a reset): the secret as a QR code and as text. */
function Enrolment({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        首次登录需绑定身份验证器：用验证器 App（如 Google Authenticator、Microsoft Authenticator）扫描二维码，
        然后输入 App 显示的 6 位验证码。
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QRCode value={otpauthUrl} size={180} aria-label="身份验证器绑定二维码" />
      </div>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 8 }}>
        无法扫码时手动输入密钥：
        <Typography.Text code copyable>
          {secret}
        </Typography.Text>
      </Typography.Paragraph>
    </div>
  );
}
