import { Button } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import {
  ENTERPRISE_ONLY_MESSAGE,
  type LoginParams,
  openLoginModal,
  sessionEndedElsewhere,
  useSession,
} from '@/lib/session';
import { layoutFor } from './layout-rules';
import styles from './pages/page-frame.module.css';

const ENTERPRISE_LOGIN_PATH = '/ent/login';

/** Only enterprise learners (identified by entId) may use the enterprise area (spec section 6). */
export function mayEnterEnterpriseArea(session: Pick<LoginParams, 'entId'> | null): boolean {
  return session?.entId != null;
}

/**
 * The gate in front of every enterprise page except its login: a visitor or a learner without an
 * enterprise sees 该功能仅对企业学员开放 (spec sections 6 and 8) with the way to the enterprise
 * login (which brings them back), in the page's own chrome, instead of a page that would only
 * answer "no permission". A visitor also gets the login modal as the page arrives (spec section 6:
 * enterprise courses open it), whose account-and-password pane takes enterprise accounts.
 */
export function Component() {
  const session = useSession();
  if (mayEnterEnterpriseArea(session)) return <Outlet />;
  return (
    <EnterpriseOnlyNotice loggedIn={session !== null} endedElsewhere={!session && sessionEndedElsewhere()} />
  );
}

/** The enterprise login, coming back here afterwards. */
export function enterpriseLoginHref(pathname: string, search: string): string {
  return `${ENTERPRISE_LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search })}`;
}

/**
 * `endedElsewhere`: the learner's session was just ended by a login on another device (a player
 * notices within seconds): said as such, with the way to log in again, and no login modal pushed.
 */
function EnterpriseOnlyNotice({ loggedIn, endedElsewhere }: { loggedIn: boolean; endedElsewhere: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!loggedIn && !endedElsewhere) openLoginModal();
  }, [loggedIn, endedElsewhere]);
  const notice = (
    <EmptyState
      title={endedElsewhere ? '已在其他设备登录' : '企业学习'}
      text={endedElsewhere ? '您的账号已在其他设备登录，本设备的播放已停止' : ENTERPRISE_ONLY_MESSAGE}
    >
      <Button type="primary" onClick={() => navigate(enterpriseLoginHref(pathname, search))}>
        {endedElsewhere ? '重新登录' : '企业学员登录'}
      </Button>
      {loggedIn ? <Button onClick={() => navigate('/')}>返回首页</Button> : null}
    </EmptyState>
  );
  // The enterprise player has no chrome at all; every other gated page keeps the enterprise header.
  if (!layoutFor(pathname).entHeader) return <div className={styles.bare}>{notice}</div>;
  return (
    <div className={`zx-container ${styles.frame}`}>
      <section className={styles.panel} role="alert">
        {notice}
      </section>
    </div>
  );
}
