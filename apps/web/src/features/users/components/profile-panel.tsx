import { NICKNAME_MAX, type UserProfile } from '@zhixue/contract';
import { Button, Form, Input, Tag } from 'antd';
import { formatDate } from '@/lib/date-format';
import { feedback } from '@/lib/feedback';
import { nicknameRules } from '@/lib/form-rules';
import { useEditUser } from '../api/edit-user';
import { useUserDetail } from '../api/get-user-detail';
import styles from './account.module.css';
import { AvatarPicker } from './avatar-picker';
import { GenderPicker, type GenderValue } from './gender-picker';
import { PanelState } from './panel-state';

interface Values {
  nickname: string;
  gender: GenderValue;
}

/** 个人资料: avatar, nickname, gender; phone, enterprise and membership for reference. */
export function ProfilePanel() {
  const detail = useUserDetail();
  return <PanelState query={detail}>{(profile) => <ProfileForm profile={profile} />}</PanelState>;
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const edit = useEditUser();
  const submit = (values: Values) =>
    edit.mutate(
      { nickname: values.nickname.trim(), gender: values.gender },
      { onSuccess: () => feedback.success('操作成功') },
    );
  return (
    <div className={styles.profile}>
      <AvatarPicker profile={profile} />
      <Form<Values>
        className={styles.profileForm}
        labelCol={{ flex: '96px' }}
        labelAlign="left"
        colon={false}
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={{ nickname: profile.nickname, gender: profile.gender }}
        onFinish={submit}
      >
        <Form.Item label="昵称" name="nickname" rules={nicknameRules}>
          <Input maxLength={NICKNAME_MAX} showCount placeholder="请输入昵称" />
        </Form.Item>
        <Form.Item label="性别" name="gender">
          <GenderPicker />
        </Form.Item>
        <Form.Item label="手机号">
          <span className={styles.readonly}>{profile.mobile ?? '未绑定'}</span>
        </Form.Item>
        <Form.Item label="所属企业">
          <span className={styles.readonly}>{profile.entName ?? '未加入企业'}</span>
        </Form.Item>
        <Form.Item label="会员">
          {profile.vip === 1 ? (
            <span className={styles.readonly}>
              <Tag color="gold">VIP会员</Tag>
              {profile.vipExpiresAt ? `${formatDate(profile.vipExpiresAt)}到期` : null}
            </span>
          ) : (
            <span className={styles.readonly}>普通学员</span>
          )}
        </Form.Item>
        <Form.Item label="注册时间">
          <span className={styles.readonly}>{formatDate(profile.createdAt)}</span>
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={edit.isPending}>
            保存修改
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
