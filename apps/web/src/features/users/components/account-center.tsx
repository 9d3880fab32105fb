import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import styles from './account.module.css';
import { AddressPanel } from './address-panel';
import { AssetsPanel } from './assets-panel';
import { ProfilePanel } from './profile-panel';
import { SecurityPanel } from './security-panel';
import { SessionsPanel } from './sessions-panel';

const TABS = [
  { key: 'profile', label: '个人资料', children: <ProfilePanel /> },
  { key: 'assets', label: '会员权益', children: <AssetsPanel /> },
  { key: 'security', label: '账号安全', children: <SecurityPanel /> },
  { key: 'address', label: '收货地址', children: <AddressPanel /> },
  { key: 'devices', label: '登录设备', children: <SessionsPanel /> },
];

/** Account management (`/mycourses?index=4`, `&tab=` picks the tab so a reload stays on it). */
export function AccountCenter() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const active = TABS.some((tab) => tab.key === wanted) ? (wanted as string) : 'profile';
  return (
    <div className={styles.center}>
      <h1 className={styles.heading}>账号管理</h1>
      <Tabs
        activeKey={active}
        items={TABS}
        destroyOnHidden
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}
