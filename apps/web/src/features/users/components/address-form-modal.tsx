import type { Address } from '@zhixue/contract';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { addressRules } from '@/lib/form-rules';
import type { AddressInput } from '../api/save-address';
import styles from './account.module.css';

interface AddressFormModalProps {
  open: boolean;
  /** The address being edited, or null for a new one. */
  address: Address | null;
  saving: boolean;
  onSave: (input: AddressInput & { id?: number }) => void;
  onClose: () => void;
}

type Values = Omit<AddressInput, 'isDefault'> & { isDefault: boolean };

/** Adds or edits an address; the fields are checked as `user/address/save` checks them. */
export function AddressFormModal({ open, address, saving, onSave, onClose }: AddressFormModalProps) {
  const initial: Partial<Values> = address
    ? { ...address, isDefault: address.isDefault === 1 }
    : { isDefault: false, district: '' };
  const submit = (values: Values) =>
    onSave({
      ...(address ? { id: address.id } : {}),
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      province: values.province.trim(),
      city: values.city.trim(),
      district: (values.district ?? '').trim(),
      detail: values.detail.trim(),
      isDefault: values.isDefault ? 1 : 0,
    });
  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      width={560}
      footer={null}
      destroyOnHidden
      centered
      onCancel={onClose}
    >
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={initial}
        onFinish={submit}
        className={styles.addressForm}
      >
        <div className={styles.formRow}>
          <Form.Item label="收货人" name="name" rules={addressRules.name}>
            <Input maxLength={20} placeholder="请输入收货人姓名" />
          </Form.Item>
          <Form.Item label="手机号" name="mobile" rules={addressRules.mobile}>
            <Input maxLength={11} inputMode="numeric" placeholder="请输入手机号" />
          </Form.Item>
        </div>
        <div className={styles.formRow3}>
          <Form.Item label="省份" name="province" rules={addressRules.province}>
            <Input maxLength={20} placeholder="如：上海市" />
          </Form.Item>
          <Form.Item label="城市" name="city" rules={addressRules.city}>
            <Input maxLength={20} placeholder="如：上海市" />
          </Form.Item>
          <Form.Item label="区县" name="district">
            <Input maxLength={20} placeholder="如：徐汇区（选填）" />
          </Form.Item>
        </div>
        <Form.Item label="详细地址" name="detail" rules={addressRules.detail}>
          <Input.TextArea maxLength={120} showCount rows={3} placeholder="街道、门牌号等" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
        <div className={styles.dialogActions}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
