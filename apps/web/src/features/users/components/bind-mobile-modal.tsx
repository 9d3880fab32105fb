import { SmsCodeFields } from '@/components/sms-code-fields';
import { feedback } from '@/lib/feedback';
import { ensureMobileAvailable, useBindMobile } from '../api/bind-mobile';
import { FormDialog } from './form-dialog';

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
    <FormDialog<Values>
      open={open}
      title={rebind ? '更换手机号' : '绑定手机号'}
      submitLabel="确认绑定"
      pending={bind.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <SmsCodeFields
        width={372}
        beforeSend={ensureMobileAvailable}
        mobilePlaceholder={rebind ? '请输入新手机号' : '请输入手机号'}
      />
    </FormDialog>
  );
}
