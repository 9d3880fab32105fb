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

export interface MenuLink {
  label: string;
  to: string;
}

/** The main site's menu: the personal area's parts. */
export const MAIN_SITE_MENU: readonly MenuLink[] = [
  { label: '个人中心', to: MY_COURSES.center },
  { label: '我的收藏', to: MY_COURSES.favorites },
  { label: '账号管理', to: MY_COURSES.account },
];

/**
 * The logged-in user's avatar (gold ring and VIP badge for members) with its hover menu: `links`
 * (the first is where the avatar leads), then 退出登录. The enterprise area has one of its own
 * (learners there often share a PC).
 */
export function UserMenu({
  session,
  links = MAIN_SITE_MENU,
}: {
  session: LoginParams;
  links?: readonly MenuLink[];
}) {
  const member = isVip(session);
  const initial = Array.from(session.nickname || '学')[0];
  return (
    <div className={styles.user}>
      <Link
        to={links[0]?.to ?? MY_COURSES.center}
        className={member ? `${styles.avatar} ${styles.avatarVip}` : styles.avatar}
        aria-haspopup="menu"
        aria-label={`${session.nickname}，${links[0]?.label ?? '个人中心'}`}
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
        {links.map((link) => (
          <Link key={link.to} role="menuitem" to={link.to} className={styles.menuItem}>
            {link.label}
          </Link>
        ))}
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
