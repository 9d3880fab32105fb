import type { LoginParams } from '@zhixue/contract';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { openLoginModal, setSession, showEnterpriseOnly } from '@/lib/session';
import { AccountLoginForm } from '../components/account-login-form';
import { CodeLoginForm } from '../components/code-login-form';
import { GiftModal } from '../components/gift-modal';
import { type PendingGift, pendingGiftOf } from '../utils/after-login';
import { safeRedirect } from '../utils/safe-redirect';
import styles from './ent-login-page.module.css';

type Way = 'account' | 'code';

/**
 * /ent/login: the enterprise login, a page of its own without the site header. Enterprise
 * learners sign in with their account and password, or with a code sent only to phones linked to
 * an enterprise (`user/ent/check`, 手机号未获得企业关联!). Then they go on to the course library.
 */
export function Component() {
  const [params] = useSearchParams();
  const [way, setWay] = useState<Way>('account');
  const [gift, setGift] = useState<PendingGift | null>(null);
  const next = safeRedirect(params.get('redirect'));

  const goOn = useCallback(() => window.location.assign(next), [next]);
  const onLoggedIn = (loginParams: LoginParams) => {
    setSession(loginParams);
    if (loginParams.entId === null) {
      // Logged in, but as an individual learner: the enterprise area stays closed.
      showEnterpriseOnly(() => window.location.assign('/'));
      return;
    }
    const pending = pendingGiftOf(loginParams);
    if (pending) setGift(pending);
    else goOn();
  };

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Logo enterprise light />
        <h1>企业学习，一站直达</h1>
        <p>
          精品课程库 · 学习任务 · 在线考试 · 学习数据
          <br />
          助力组织持续成长
        </p>
      </div>
      <section className={styles.card} aria-label="企业登录">
        <h2 className={styles.heading}>企业学员登录</h2>
        <div className={styles.tabs} role="tablist" aria-label="登录方式">
          <button
            type="button"
            role="tab"
            aria-selected={way === 'account'}
            className={way === 'account' ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setWay('account')}
          >
            账号登录
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={way === 'code'}
            className={way === 'code' ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setWay('code')}
          >
            验证码登录
          </button>
        </div>
        {way === 'account' ? (
          <AccountLoginForm onLoggedIn={onLoggedIn} accountPlaceholder="请输入企业账号" />
        ) : (
          <CodeLoginForm enterprise onLoggedIn={onLoggedIn} />
        )}
        <div className={styles.links}>
          <Link to="/">返回知学首页</Link>
          <button type="button" className={styles.linkButton} onClick={() => openLoginModal(4)}>
            忘记密码？
          </button>
        </div>
      </section>
      <GiftModal gift={gift} onDone={goOn} />
    </div>
  );
}
