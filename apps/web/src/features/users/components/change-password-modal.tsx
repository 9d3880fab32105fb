import { PASSWORD_RULE_MESSAGE } from '@zhixue/contract';
import { NewPasswordFields } from '@/components/new-password-fields';
import { feedback } from '@/lib/feedback';
import { useChangePassword } from '../api/change-password';
import { FormDialog } from './form-dialog';

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
    <FormDialog<Values>
      open={open}
      title="修改密码"
      submitLabel="确认修改"
      pending={change.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <NewPasswordFields extra={PASSWORD_RULE_MESSAGE} />
    </FormDialog>
  );
}
