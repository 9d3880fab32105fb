import { Checkbox, Form } from 'antd';
import { feedback } from '@/lib/feedback';
import { useAskToCloseAccount } from '../api/close-account';
import styles from './account.module.css';
import { FormDialog } from './form-dialog';

interface CloseAccountModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 注销账号: what is erased, what the law keeps, and the cooling-off days, read and ticked before the
 * request is sent.
 */
export function CloseAccountModal({ open, onClose }: CloseAccountModalProps) {
  const ask = useAskToCloseAccount();
  const submit = () =>
    ask.mutate(undefined, {
      onSuccess: ({ dueAt }) => {
        feedback.success(`注销申请已提交，账号将于 ${dueAt.slice(0, 16)} 注销`);
        onClose();
      },
    });
  return (
    <FormDialog<{ understood: boolean }>
      open={open}
      title="注销账号"
      submitLabel="申请注销"
      pending={ask.isPending}
      onFinish={submit}
      onClose={onClose}
    >
      <div className={styles.closureTerms}>
        <p>提交申请后有 15 天冷静期，期间账号照常使用，可随时在本页撤销。期满后：</p>
        <ul>
          <li>手机号、密码与微信绑定解除，该手机号可重新注册；</li>
          <li>昵称、头像与收货地址删除，所有设备退出登录；</li>
          <li>已购课程、会员与学习记录无法再使用或找回。</li>
        </ul>
        <p>依照《电子商务法》，订单与支付记录自交易完成起保存不少于三年，届时不再显示您的姓名与手机号。</p>
      </div>
      <Form.Item
        name="understood"
        valuePropName="checked"
        validateTrigger="onChange"
        rules={[
          {
            validator: (_, checked) =>
              checked ? Promise.resolve() : Promise.reject(new Error('请先确认已了解注销的后果')),
          },
        ]}
      >
        <Checkbox>我已了解注销的后果</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
