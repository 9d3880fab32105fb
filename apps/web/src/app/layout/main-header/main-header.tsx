import { Link, useLocation } from 'react-router';
import { BellIcon, CrownIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { HeaderSearch } from '@/features/search/components/header-search';
import { MEMBER_PATH } from '@/lib/links';
import { isVip, openLoginModal, useSession } from '@/lib/session';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { HEADER_FIX_AFTER_PX } from '../../layout-rules';
import bar from '../header-bar.module.css';
import styles from './main-header.module.css';
import { UserMenu } from './user-menu';

interface Tab {
  label: string;
  to: string;
  /** Other paths under which the tab shows as current. */
  alsoActiveUnder?: string[];
  /** Visitors are asked to log in first (spec section 6: city centre). */
  needsLogin?: boolean;
}

const TABS: Tab[] = [
  { label: '首页', to: '/' },
  { label: '课程学习', to: '/courses', alsoActiveUnder: ['/course/'] },
  { label: '线下课程', to: '/trainingCamp' },
  { label: '合伙人计划', to: '/partner' },
  { label: '城市中心', to: '/single/citycenter', needsLogin: true },
  { label: '关于我们', to: '/about', alsoActiveUnder: ['/company'] },
];

function isActive(tab: Tab, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const to = tab.to.toLowerCase();
  if (to === '/') return path === '/';
  if (path === to || path.startsWith(`${to}/`)) return true;
  return (tab.alsoActiveUnder ?? []).some((prefix) => path.startsWith(prefix.toLowerCase()));
}

/** The main site header: logo, tabs, search, messages, membership and the user. */
export function MainHeader() {
  const { pathname } = useLocation();
  const session = useSession();
  const fixed = useScrolledPast(HEADER_FIX_AFTER_PX);
  const unread = useUnreadCount();
  const member = isVip(session);

  return (
    <div className={bar.slot}>
      <header className={fixed ? `${bar.header} ${bar.fixed}` : bar.header} data-testid="main-header">
        <div className={bar.inner}>
          <Link to="/" className={styles.logo} aria-label="知学首页">
            <Logo />
          </Link>
          <nav className={styles.nav} aria-label="主导航">
            {TABS.map((tab) => (
              <Link
                key={tab.to}
                to={tab.to}
                className={isActive(tab, pathname) ? `${styles.tab} ${bar.activeTab}` : styles.tab}
                aria-current={isActive(tab, pathname) ? 'page' : undefined}
                onClick={(event) => {
                  if (tab.needsLogin && !session) {
                    event.preventDefault();
                    openLoginModal();
                  }
                }}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          <div className={styles.tools}>
            <HeaderSearch />
            <Link
              to="/message"
              className={styles.iconButton}
              aria-label={unread > 0 ? `消息中心，${unread}条未读` : '消息中心'}
              onClick={(event) => {
                if (!session) {
                  event.preventDefault();
                  openLoginModal();
                }
              }}
            >
              <BellIcon />
              {unread > 0 ? <span className={styles.redDot} /> : null}
            </Link>
            <Link to={MEMBER_PATH} className={styles.vip}>
              <CrownIcon />
              {member ? '会员中心' : '开通会员'}
            </Link>
            {session ? (
              <UserMenu session={session} />
            ) : (
              <button type="button" className={styles.login} onClick={() => openLoginModal()}>
                登录/注册
              </button>
            )}
          </div>
        </div>
      </header>
    </div>
  );
}
