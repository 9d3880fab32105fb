import { App, Button, type ButtonProps, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from './api';

interface FormModalProps<Values> {
  title: string;
  trigger: ButtonProps & { label: string };
  initialValues?: Partial<Values>;
  /** Runs on submit with the form's values (already checked by the fields' contract rules). */
  submit: (values: Values) => Promise<unknown>;
  done?: string;
  /** The OK button, named for the action it takes (确认退款, 开始对账); 保存 for a form that saves. */
  ok?: string;
  /** Wider than antd's 520 px for long forms. */
  width?: number;
  children: ReactNode;
}

/** A button that opens a form in a dialog; the server's refusal stays in the dialog, as it worded it. */
export function FormModal<Values>({
  title,
  trigger,
  initialValues,
  submit,
  done = '已保存',
  ok = '保存',
  width,
  children,
}: FormModalProps<Values>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { label, ...button } = trigger;
  const save = async () => {
    // A field the rules refuse shows its message in the dialog; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      await submit(values);
      message.success(done);
      setOpen(false);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        {...button}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Modal
        title={title}
        open={open}
        onOk={save}
        onCancel={() => setOpen(false)}
        confirmLoading={busy}
        okText={ok}
        cancelText="取消"
        destroyOnHidden
        width={width}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          requiredMark={false}
          preserve={false}
        >
          {children}
        </Form>
      </Modal>
    </>
  );
}
