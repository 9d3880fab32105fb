import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { SearchBox } from '@/components/search-box';
import { entSearchHref } from '@/lib/links';
import { useSession } from '@/lib/session';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { HEADER_FIX_AFTER_PX } from '../../layout-rules';
import bar from '../header-bar.module.css';
import { UserMenu } from '../main-header/user-menu';
import styles from './ent-header.module.css';

const TABS = [
  { label: '课程库', to: '/ent/course-list' },
  { label: '学习中心', to: '/ent/learn-center' },
];

/** The enterprise learner's own page is the learning centre. */
const ENTERPRISE_MENU = [{ label: '个人中心', to: '/ent/learn-center' }] as const;

/** The enterprise area's header: logo, course library and learning centre, search, enterprise. */
export function EntHeader() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const fixed = useScrolledPast(HEADER_FIX_AFTER_PX);
  const [text, setText] = useState('');

  useEffect(() => {
    if (location.pathname.toLowerCase() === '/ent/search') {
      setText(new URLSearchParams(location.search).get('searchValue') ?? '');
    }
  }, [location.pathname, location.search]);

  const enterprise = session?.entId ? session : null;
  return (
    <div className={bar.slot}>
      <header className={fixed ? `${bar.header} ${bar.fixed}` : bar.header} data-testid="ent-header">
        <div className={bar.inner}>
          <Link to="/ent/course-list" className={styles.logo} aria-label="知学企业版">
            <Logo enterprise />
          </Link>
          <nav className={styles.nav} aria-label="企业版导航">
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                className={({ isActive }) => (isActive ? `${bar.tab} ${bar.activeTab}` : bar.tab)}
              >
                {tab.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.tools}>
            <SearchBox
              value={text}
              onChange={setText}
              onSearch={(value) => navigate(entSearchHref(value))}
              placeholder="搜索企业课程"
              width={280}
            />
            {enterprise ? (
              <>
                <span className={styles.enterprise} title={enterprise.entName ?? undefined}>
                  {enterprise.logo ? <img src={enterprise.logo} alt="" className={styles.entLogo} /> : null}
                  <span className={styles.entName}>{enterprise.entName}</span>
                </span>
                <UserMenu session={enterprise} links={ENTERPRISE_MENU} />
              </>
            ) : (
              <Link to="/ent/login" className={styles.login}>
                企业登录
              </Link>
            )}
          </div>
        </div>
      </header>
    </div>
  );
}
