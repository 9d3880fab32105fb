import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { openLoginModal } from '@/lib/session';
import { useWithdrawClosure } from '../api/close-account';
import { useDownloadOwnData } from '../api/export-own-data';
import { type UserAccount, useAccount } from '../api/get-account';
import styles from './account.module.css';
import { BindMobileModal } from './bind-mobile-modal';
import { ChangePasswordModal } from './change-password-modal';
import { CloseAccountModal } from './close-account-modal';
import { PanelState } from './panel-state';

/**
 * 账号安全 (`user/account`): phone, WeChat and password, each with its change action; the data
 * download; closing the account (or taking a pending request back).
 */
export function SecurityPanel() {
  const account = useAccount();
  return <PanelState query={account}>{(data) => <SecurityRows account={data} />}</PanelState>;
}

function SecurityRows({ account }: { account: UserAccount }) {
  const [dialog, setDialog] = useState<'mobile' | 'password' | 'close' | null>(null);
  const download = useDownloadOwnData();
  const withdraw = useWithdrawClosure();
  const close = () => setDialog(null);
  return (
    <>
      <ul className={styles.rows}>
        <SecurityRow
          title="手机号"
          value={account.mobile ?? '未绑定'}
          note="用于验证码登录和找回密码"
          done={account.mobile !== null}
          action={
            <Button onClick={() => setDialog('mobile')}>
              {account.mobile ? '更换手机号' : '绑定手机号'}
            </Button>
          }
        />
        <SecurityRow
          title="微信"
          value={account.wxBound ? '已绑定' : '未绑定'}
          note="绑定后可使用微信扫码登录"
          done={account.wxBound}
          action={
            <Button onClick={() => openLoginModal(7)}>{account.wxBound ? '更换微信' : '绑定微信'}</Button>
          }
        />
        <SecurityRow
          title="登录密码"
          value={account.hasPassword ? '已设置' : '未设置'}
          note="修改密码后，其他设备上的登录将失效"
          done={account.hasPassword}
          action={
            <Button onClick={() => setDialog('password')}>
              {account.hasPassword ? '修改密码' : '设置密码'}
            </Button>
          }
        />
        {account.account ? (
          <SecurityRow title="企业账号" value={account.account} note="企业学员可使用账号和密码登录" done />
        ) : null}
        <SecurityRow
          title="个人数据"
          value="可下载"
          note="资料、订单、课程与学习记录，保存为一个文件"
          done
          action={
            <Button loading={download.isPending} onClick={() => download.mutate()}>
              下载我的数据
            </Button>
          }
        />
        {account.canClose ? (
          <SecurityRow
            title="注销账号"
            value={account.closureDueAt ? '注销申请中' : '可申请'}
            note={
              account.closureDueAt
                ? `账号将于 ${account.closureDueAt.slice(0, 16)} 注销，在此之前可随时撤销`
                : '注销后个人资料删除且无法恢复，订单记录依法保留'
            }
            done={account.closureDueAt === null}
            action={
              account.closureDueAt ? (
                <Button loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
                  撤销注销
                </Button>
              ) : (
                <Button danger onClick={() => setDialog('close')}>
                  申请注销
                </Button>
              )
            }
          />
        ) : null}
      </ul>
      <CloseAccountModal open={dialog === 'close'} onClose={close} />
      <BindMobileModal open={dialog === 'mobile'} rebind={account.mobile !== null} onClose={close} />
      <ChangePasswordModal open={dialog === 'password'} hasPassword={account.hasPassword} onClose={close} />
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
