import { adminSetUp, OperatorAccountName, OperatorPassword } from '@zhixue/contract';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi } from '@/lib/api';
import { zodRule } from '@/lib/zod-rule';

/** The first super admin of a fresh install, through the link the server printed in its log. */
export function SetUpPage() {
  const setupToken = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!setupToken)
    return (
      <Result status="warning" title="缺少初始化链接参数" subTitle="请使用服务器日志中打印的完整链接。" />
    );
  const submit = async (values: { account: string; name: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await callApi(adminSetUp, { ...values, setupToken });
      navigate('/sign-in', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '创建失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            创建第一位超级管理员
          </Typography.Title>
        }
        style={{ width: 420 }}
      >
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="账号" name="account" rules={[zodRule(OperatorAccountName)]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请输入姓名' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[zodRule(OperatorPassword)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            创建
          </Button>
        </Form>
      </Card>
    </div>
  );
}
