import type { UserProfile } from '@zhixue/contract';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { openLoginModal } from '@/lib/session';
import { useUserDetail } from '../api/get-user-detail';
import styles from './account.module.css';
import { BindMobileModal } from './bind-mobile-modal';
import { ChangePasswordModal } from './change-password-modal';
import { PanelState } from './panel-state';

/** 账号安全: phone, WeChat and password, each with its change action. */
export function SecurityPanel() {
  const detail = useUserDetail();
  return (
    <PanelState isPending={detail.isPending} isError={detail.isError} retry={() => void detail.refetch()}>
      {() => (detail.data ? <SecurityRows profile={detail.data} /> : null)}
    </PanelState>
  );
}

function SecurityRows({ profile }: { profile: UserProfile }) {
  const [dialog, setDialog] = useState<'mobile' | 'password' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <ul className={styles.rows}>
        <SecurityRow
          title="手机号"
          value={profile.mobile ?? '未绑定'}
          note="用于验证码登录和找回密码"
          done={profile.mobile !== null}
          action={
            <Button onClick={() => setDialog('mobile')}>
              {profile.mobile ? '更换手机号' : '绑定手机号'}
            </Button>
          }
        />
        <SecurityRow
          title="微信"
          value={profile.wxBound ? '已绑定' : '未绑定'}
          note="绑定后可使用微信扫码登录"
          done={profile.wxBound}
          action={
            <Button onClick={() => openLoginModal(7)}>{profile.wxBound ? '更换微信' : '绑定微信'}</Button>
          }
        />
        <SecurityRow
          title="登录密码"
          value={profile.hasPassword ? '已设置' : '未设置'}
          note="修改密码后，其他设备上的登录将失效"
          done={profile.hasPassword}
          action={
            <Button onClick={() => setDialog('password')}>
              {profile.hasPassword ? '修改密码' : '设置密码'}
            </Button>
          }
        />
        {profile.account ? (
          <SecurityRow title="企业账号" value={profile.account} note="企业学员可使用账号和密码登录" done />
        ) : null}
      </ul>
      <BindMobileModal open={dialog === 'mobile'} rebind={profile.mobile !== null} onClose={close} />
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
    </>
  );
}

interface SecurityRowProps {
  title: string;
  value: string;
  note: string;
  done: boolean;
  action?: ReactNode;
}

function SecurityRow({ title, value, note, done, action }: SecurityRowProps) {
  return (
    <li className={styles.row}>
      <span className={done ? `${styles.dot} ${styles.dotDone}` : styles.dot} aria-hidden="true" />
      <div className={styles.rowText}>
        <div>
          <strong>{title}</strong>
          <span className={done ? styles.valueDone : styles.valueTodo}>{value}</span>
        </div>
        <p>{note}</p>
      </div>
      {action}
    </li>
  );
}
