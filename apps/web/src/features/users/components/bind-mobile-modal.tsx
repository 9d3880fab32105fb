import { Button, Form, Modal } from 'antd';
import { SmsCodeFields } from '@/components/sms-code-fields';
import { feedback } from '@/lib/feedback';
import { ensureMobileAvailable, useBindMobile } from '../api/bind-mobile';
import styles from './account.module.css';

interface Values {
  mobile: string;
  code: string;
}

/**
 * Binds or changes the phone: slide check, code to the new phone (which must be free, asked before
 * sending), then `user/bind/mobile`.
 */
export function BindMobileModal({
  open,
  rebind,
  onClose,
}: {
  open: boolean;
  rebind: boolean;
  onClose: () => void;
}) {
  const bind = useBindMobile();
  const submit = (values: Values) =>
    bind.mutate(values, {
      onSuccess: () => {
        feedback.success('绑定成功');
        onClose();
      },
    });
  return (
    <Modal
      open={open}
      title={rebind ? '更换手机号' : '绑定手机号'}
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
        onFinish={submit}
      >
        <SmsCodeFields
          width={372}
          beforeSend={ensureMobileAvailable}
          mobilePlaceholder={rebind ? '请输入新手机号' : '请输入手机号'}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={bind.isPending}>
          确认绑定
        </Button>
      </Form>
    </Modal>
  );
}
