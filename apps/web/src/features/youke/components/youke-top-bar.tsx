import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { HOME_PATH, YOUKE_PATH } from '@/lib/links';
import { youkeListHref } from '../lib/youke-links';
import styles from './youke-top-bar.module.css';

/**
 * The youke landing and list pages go without the main header (spec section 2, layout rules): this
 * compact bar keeps the way home, the page's title and the two youke pages within reach.
 */
export function YoukeTopBar({ title }: { title: string }) {
  return (
    <header className={styles.bar}>
      <div className={`zx-container ${styles.inner}`}>
        <Link to={HOME_PATH} className={styles.logo} aria-label="知学首页">
          <Logo />
        </Link>
        <span className={styles.divider} aria-hidden="true" />
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.nav} aria-label="免费试学导航">
          <NavLink to={YOUKE_PATH} end className={({ isActive }) => linkClass(isActive)}>
            试学首页
          </NavLink>
          <NavLink to={youkeListHref()} end className={({ isActive }) => linkClass(isActive)}>
            全部试学课程
          </NavLink>
          <Link to={HOME_PATH} className={`${styles.link} ${styles.home}`}>
            返回知学首页
          </Link>
        </nav>
      </div>
    </header>
  );
}

function linkClass(active: boolean) {
  return active ? `${styles.link} ${styles.active}` : styles.link;
}
