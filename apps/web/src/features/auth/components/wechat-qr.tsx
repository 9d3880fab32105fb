import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberScan, returnPathOf, type WeChatPurpose } from '@/lib/identity';
import { useWeChatQr } from '../api/get-wechat-qr';
import styles from './wechat-qr.module.css';

/** The server keeps a scan's state 10 minutes; the code is shown as expired a little before. */
export const QR_LIFETIME_MS = 9 * 60 * 1000;

interface WeChatQrProps {
  purpose: WeChatPurpose;
  hint: string;
}

/**
 * WeChat's QR page in a 300 × 400 frame (in development the server's stand-in page, where
 * "scanning" is a button). The scan ends on /user/wxlogin in the whole window; the purpose and the
 * page to come back to are remembered for it under the scan's state.
 */
export function WeChatQr({ purpose, hint }: WeChatQrProps) {
  const location = useLocation();
  const returnTo = useRef(returnPathOf(location));
  returnTo.current = returnPathOf(location);
  const [round, setRound] = useState(0);
  const [expired, setExpired] = useState(false);
  const qr = useWeChatQr(purpose, round);

  useEffect(() => {
    if (!qr.data) return;
    rememberScan({ state: qr.data.state, purpose, returnTo: returnTo.current });
    setExpired(false);
    const timer = setTimeout(() => setExpired(true), QR_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [qr.data, purpose]);

  const refresh = () => setRound((value) => value + 1);
  let body: ReactNode;
  if (qr.isError) {
    body = (
      <div className={styles.cover}>
        <p>二维码加载失败</p>
        <button type="button" className={styles.coverButton} onClick={refresh}>
          点击重试
        </button>
      </div>
    );
  } else if (!qr.data) {
    body = <div className={styles.loading} role="status" aria-busy="true" aria-label="二维码加载中" />;
  } else {
    body = (
      <>
        <iframe
          className={isStandIn(qr.data.url) ? `${styles.frame} ${styles.standIn}` : styles.frame}
          src={qr.data.url}
          title="微信扫码"
        />
        {expired ? (
          <div className={styles.cover}>
            <p>二维码已失效</p>
            <button type="button" className={styles.coverButton} onClick={refresh}>
              点击刷新
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.box}>{body}</div>
      <p className={styles.hint}>
        <WeChatMark />
        {hint}
      </p>
      <button type="button" className={styles.refresh} onClick={refresh}>
        刷新二维码
      </button>
    </div>
  );
}

/**
 * WeChat's own page is made for a 300 × 400 frame. The development stand-in (served by our server,
 * hence a path rather than WeChat's address) is a full page: it is shown zoomed out to fit.
 */
function isStandIn(url: string): boolean {
  return url.startsWith('/');
}

function WeChatMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#07c160"
        d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7L4 17l2.6-1.4c.8.2 1.7.4 2.6.4h.5a5.3 5.3 0 0 1-.2-1.5c0-3.3 3.1-6 7-6h.5C16.4 5.9 13.1 4 9.2 4Zm-2.4 3.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM16.5 10c-3.1 0-5.5 2.1-5.5 4.6s2.4 4.6 5.5 4.6c.7 0 1.3-.1 1.9-.3l2.1 1.1-.5-1.8c1.2-.9 2-2.2 2-3.6 0-2.5-2.5-4.6-5.5-4.6Zm-1.9 2.4a.7.7 0 1 1 0 1.4.7.7 0 0 1 0-1.4Zm3.8 0a.7.7 0 1 1 0 1.4.7.7 0 0 1 0-1.4Z"
      />
    </svg>
  );
}
