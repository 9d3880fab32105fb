import { Button, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import styles from './account.module.css';

interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The submit button spins while this is true. */
  pending: boolean;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The account pages' small centred dialog around one form: the fields, checked on blur, and a
 * full-width submit button. Closing it drops the form, so it opens empty again.
 */
export function FormDialog<Values>({
  open,
  title,
  submitLabel,
  pending,
  onFinish,
  onClose,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      width={420}
      footer={null}
      destroyOnHidden
      centered
      onCancel={onClose}
      styles={{ body: { paddingTop: 12 } }}
    >
      <Form<Values>
        className={styles.dialogForm}
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={onFinish}
      >
        {children}
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {submitLabel}
        </Button>
      </Form>
    </Modal>
  );
}
