import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { type PendingScan, takeScan, type WeChatPurpose } from '@/lib/identity';
import { openLoginModal, setSession } from '@/lib/session';
import { finishWeChatScan, type WeChatOutcome } from '../api/finish-wechat-scan';
import { GiftModal } from '../components/gift-modal';
import { type PendingGift, pendingGiftOf } from '../utils/after-login';
import styles from './wx-login-page.module.css';

type Scan = Pick<PendingScan, 'purpose' | 'returnTo'>;
type Settled = { scan: Scan; outcome: WeChatOutcome } | { scan: Scan; error: unknown };

type View =
  | { kind: 'working' }
  | { kind: 'gift'; gift: PendingGift; returnTo: string }
  | { kind: 'bound' }
  | { kind: 'failed'; message: string; scan: Scan };

export const BIND_SUCCESS_MESSAGE = '绑定成功';
const EXPIRED_MESSAGE = '微信授权已失效，请重新扫码';
/** Long enough to read 绑定成功 before the page reloads. */
const BOUND_RELOAD_MS = 1200;

/**
 * A WeChat code is single use, and React runs effects twice in development: one call per code,
 * whoever asks. The scan's purpose and return path are taken from storage once, with it.
 */
const settled = new Map<string, Promise<Settled>>();
function settle(code: string, state: string): Promise<Settled> {
  const key = `${state}\n${code}`;
  let running = settled.get(key);
  if (!running) {
    const scan: Scan = takeScan(state) ?? { purpose: 'login', returnTo: '/' };
    running = finishWeChatScan(scan.purpose, code, state).then(
      (outcome) => ({ scan, outcome }),
      (error: unknown) => ({ scan, error }),
    );
    settled.set(key, running);
  }
  return running;
}

/** Leaves the callback page for the page the scan started from, loading it afresh. */
function goBack(returnTo: string): void {
  window.location.replace(returnTo);
}

/**
 * /user/wxlogin?code=&state=: where WeChat sends the browser after a scan. A login stores the
 * session and goes back (after the gift pop-up, if one is offered); a WeChat account without a phone
 * goes back with the bind-phone pane open; a binding from the account page says 绑定成功 and reloads.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [view, setView] = useState<View>({ kind: 'working' });

  useEffect(() => {
    if (!code || !state) {
      setView({ kind: 'failed', message: EXPIRED_MESSAGE, scan: { purpose: 'login', returnTo: '/' } });
      return;
    }
    let active = true;
    void settle(code, state).then((result) => {
      if (!active) return;
      const { scan } = result;
      if ('error' in result) {
        const message = isApiError(result.error) ? result.error.msg : EXPIRED_MESSAGE;
        setView({ kind: 'failed', message, scan });
        return;
      }
      const { outcome } = result;
      switch (outcome.kind) {
        case 'logged-in': {
          setSession(outcome.loginParams);
          const gift = pendingGiftOf(outcome.loginParams);
          if (gift) setView({ kind: 'gift', gift, returnTo: scan.returnTo });
          else goBack(scan.returnTo);
          break;
        }
        case 'needs-phone':
          navigate(scan.returnTo, { replace: true });
          openLoginModal(5, { bindTicket: outcome.bindTicket });
          break;
        case 'bound':
          feedback.success(BIND_SUCCESS_MESSAGE);
          setView({ kind: 'bound' });
          setTimeout(() => goBack(scan.returnTo), BOUND_RELOAD_MS);
          break;
      }
    });
    return () => {
      active = false;
    };
  }, [code, state, navigate]);

  const giftReturnTo = view.kind === 'gift' ? view.returnTo : '/';
  const onGiftDone = useCallback(() => goBack(giftReturnTo), [giftReturnTo]);

  const scanAgain = (scan: Scan) => {
    navigate(scan.returnTo, { replace: true });
    openLoginModal(scan.purpose === 'bind' ? 7 : 6);
  };

  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        {view.kind === 'working' ? (
          <div className={styles.working} role="status">
            <Spin size="large" />
            <p>正在处理微信授权…</p>
          </div>
        ) : null}
        {view.kind === 'failed' ? (
          <Result
            status="warning"
            title={titleFor(view.scan.purpose)}
            subTitle={view.message}
            extra={[
              <Button key="again" type="primary" onClick={() => scanAgain(view.scan)}>
                重新扫码
              </Button>,
              <Button key="home" onClick={() => navigate('/', { replace: true })}>
                返回首页
              </Button>,
            ]}
          />
        ) : null}
        {view.kind === 'bound' ? <Result status="success" title={BIND_SUCCESS_MESSAGE} /> : null}
        {view.kind === 'gift' ? <Result status="success" title="登录成功" /> : null}
      </section>
      <GiftModal gift={view.kind === 'gift' ? view.gift : null} onDone={onGiftDone} />
    </div>
  );
}

function titleFor(purpose: WeChatPurpose): string {
  return purpose === 'bind' ? '微信绑定失败' : '微信登录失败';
}
