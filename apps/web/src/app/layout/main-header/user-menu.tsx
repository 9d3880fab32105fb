import { Link } from 'react-router';
import { logOut } from '@/features/auth/api/log-out';
import { MY_COURSES } from '@/lib/links';
import { isVip, type LoginParams } from '@/lib/session';
import styles from './main-header.module.css';

/** 退出登录: the server ends the session and clears its cookie, then the page reloads as a visitor's. */
async function logOutAndReload(): Promise<void> {
  await logOut();
  window.location.reload();
}

/** The logged-in user's avatar (gold ring and VIP badge for members) with its hover menu. */
export function UserMenu({ session }: { session: LoginParams }) {
  const member = isVip(session);
  const initial = Array.from(session.nickname || '学')[0];
  return (
    <div className={styles.user}>
      <Link
        to={MY_COURSES.center}
        className={member ? `${styles.avatar} ${styles.avatarVip}` : styles.avatar}
        aria-haspopup="menu"
        aria-label={`${session.nickname}，个人中心`}
      >
        {session.avatar ? (
          <img src={session.avatar} alt="" />
        ) : (
          <span className={styles.initial}>{initial}</span>
        )}
        {member ? <span className={styles.vipBadge}>VIP</span> : null}
      </Link>
      <div className={styles.menu} role="menu" aria-label="用户菜单">
        <div className={styles.menuName}>{session.nickname}</div>
        <Link role="menuitem" to={MY_COURSES.center} className={styles.menuItem}>
          个人中心
        </Link>
        <Link role="menuitem" to={MY_COURSES.favorites} className={styles.menuItem}>
          我的收藏
        </Link>
        <Link role="menuitem" to={MY_COURSES.account} className={styles.menuItem}>
          账号管理
        </Link>
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => void logOutAndReload()}
        >
          退出登录
        </button>
      </div>
    </div>
  );
}
