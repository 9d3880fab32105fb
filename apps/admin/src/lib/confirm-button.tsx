import { App, Button, type ButtonProps, Popconfirm } from 'antd';
import { useState } from 'react';
import { ApiError } from './api';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the confirmation asks, naming the thing acted on. */
  question: string;
  /** Runs after confirmation; its refusal is shown as the server worded it. */
  action: () => Promise<unknown>;
  done?: string;
}

/** Every console action that changes something asks first, then says how it went. */
export function ConfirmButton({ question, action, done = '操作成功', ...button }: ConfirmButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
      message.success(done);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={question} okText="确定" cancelText="取消" onConfirm={run}>
      <Button loading={busy} {...button} />
    </Popconfirm>
  );
}
