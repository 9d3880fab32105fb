import { PASSWORD_RULE_MESSAGE } from '@zhixue/contract';
import { NewPasswordFields } from '@/components/new-password-fields';
import { feedback } from '@/lib/feedback';
import { useChangePassword } from '../api/change-password';
import { FormDialog } from './form-dialog';

interface Values {
  newPassword: string;
  repeatPassword: string;
}

interface ChangePasswordModalProps {
  open: boolean;
  /** A first password is 设置密码, a later one 修改密码, as the button that opened the dialog says. */
  hasPassword: boolean;
  onClose: () => void;
}

/** Sets a new password; the server logs the learner out everywhere else. */
export function ChangePasswordModal({ open, hasPassword, onClose }: ChangePasswordModalProps) {
  const change = useChangePassword();
  const submit = (values: Values) =>
    change.mutate(values.newPassword, {
      onSuccess: () => {
        feedback.success(
          hasPassword ? '密码已修改，其他设备需重新登录' : '密码已设置，可使用手机号和密码登录',
        );
        onClose();
      },
    });
  return (
    <FormDialog<Values>
      open={open}
      title={hasPassword ? '修改密码' : '设置密码'}
      submitLabel="确认修改"
      pending={change.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <NewPasswordFields extra={PASSWORD_RULE_MESSAGE} />
    </FormDialog>
  );
}
