import { App, Button, type ButtonProps, Popconfirm } from 'antd';
import { useState } from 'react';
import { ApiError } from './api';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the confirmation asks, naming the action and the thing acted on: 确认下架「课程名」？ */
  question: string;
  /**
   * The confirming button's word; the action's own button text when left out, so the dialog answers
   * 下架 to 下架 rather than a vague 确定.
   */
  verb?: string;
  /** Runs after confirmation; its refusal is shown as the server worded it. */
  action: () => Promise<unknown>;
  done?: string;
}

/** Every console action that changes something asks first, then says how it went. */
export function ConfirmButton({ question, verb, action, done = '操作成功', ...button }: ConfirmButtonProps) {
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
    <Popconfirm
      title={question}
      okText={verb ?? (typeof button.children === 'string' ? button.children : '确定')}
      cancelText="取消"
      onConfirm={run}
    >
      <Button loading={busy} {...button} />
    </Popconfirm>
  );
}
