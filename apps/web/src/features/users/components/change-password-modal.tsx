import { PASSWORD_RULE_MESSAGE } from '@zhixue/contract';
import { Button, Form, Input, Modal } from 'antd';
import { feedback } from '@/lib/feedback';
import { newPasswordRules, repeatPasswordRules } from '@/lib/form-rules';
import { useChangePassword } from '../api/change-password';
import styles from './account.module.css';

interface Values {
  newPassword: string;
  repeatPassword: string;
}

/** Sets a new password; the server logs the learner out everywhere else. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const submit = (values: Values) =>
    change.mutate(values.newPassword, {
      onSuccess: () => {
        feedback.success('密码已修改，其他设备需重新登录');
        onClose();
      },
    });
  return (
    <Modal
      open={open}
      title="修改密码"
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
        <Form.Item name="newPassword" rules={newPasswordRules} extra={PASSWORD_RULE_MESSAGE}>
          <Input.Password
            size="large"
            placeholder="请输入新密码"
            autoComplete="new-password"
            aria-label="新密码"
          />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          dependencies={['newPassword']}
          rules={repeatPasswordRules('newPassword')}
        >
          <Input.Password
            size="large"
            placeholder="请再次输入新密码"
            autoComplete="new-password"
            aria-label="确认新密码"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending}>
          确认修改
        </Button>
      </Form>
    </Modal>
  );
}
