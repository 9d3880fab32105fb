import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ArrowUpIcon, ChevronLeftIcon, HeadsetIcon, PhoneIcon } from '@/components/icons';
import { QrCode } from '@/components/qr-code';
import { useSiteConfig } from '@/lib/site-config';
import styles from './right-sidebar.module.css';

/** Spec section 9: shown 2 s after a route change, 5 s after the last interaction; pop-ups 5 s. */
export const SIDEBAR_FIRST_HIDE_MS = 2000;
export const SIDEBAR_IDLE_HIDE_MS = 5000;
export const SIDEBAR_POPUP_HIDE_MS = 5000;

type Popup = 'service' | 'app';

/** The fixed right sidebar: customer service, app download and back to top. */
export function RightSidebar() {
  const { pathname } = useLocation();
  const { data: config } = useSiteConfig();
  const [expanded, setExpanded] = useState(true);
  const [popup, setPopup] = useState<Popup | null>(null);
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const collapseAfter = useCallback((ms: number) => {
    clearTimeout(collapseTimer.current);
    collapseTimer.current = setTimeout(() => {
      setExpanded(false);
      setPopup(null);
    }, ms);
  }, []);

  // Each route change shows the sidebar, then tucks it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    setExpanded(true);
    collapseAfter(SIDEBAR_FIRST_HIDE_MS);
  }, [pathname, collapseAfter]);

  useEffect(
    () => () => {
      clearTimeout(collapseTimer.current);
      clearTimeout(popupTimer.current);
    },
    [],
  );

  const expand = () => {
    clearTimeout(collapseTimer.current);
    setExpanded(true);
  };

  const togglePopup = (next: Popup) => {
    expand();
    clearTimeout(popupTimer.current);
    if (popup === next) {
      setPopup(null);
      return;
    }
    setPopup(next);
    popupTimer.current = setTimeout(() => setPopup(null), SIDEBAR_POPUP_HIDE_MS);
  };

  const backToTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <aside
      data-testid="right-sidebar"
      className={expanded ? `${styles.sidebar} ${styles.expanded}` : styles.sidebar}
      aria-label="快捷服务"
      onMouseEnter={expand}
      onMouseLeave={() => collapseAfter(SIDEBAR_IDLE_HIDE_MS)}
      onFocus={expand}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label="展开快捷服务"
        aria-expanded={expanded}
        onClick={expand}
        tabIndex={expanded ? -1 : 0}
      >
        <ChevronLeftIcon />
      </button>
      <div className={styles.panel}>
        <button
          type="button"
          className={popup === 'service' ? `${styles.item} ${styles.itemActive}` : styles.item}
          aria-expanded={popup === 'service'}
          onClick={() => togglePopup('service')}
        >
          <HeadsetIcon className={styles.icon} />
          客服
        </button>
        <button
          type="button"
          className={popup === 'app' ? `${styles.item} ${styles.itemActive}` : styles.item}
          aria-expanded={popup === 'app'}
          onClick={() => togglePopup('app')}
        >
          <PhoneIcon className={styles.icon} />
          下载APP
        </button>
        <button type="button" className={styles.item} onClick={backToTop}>
          <ArrowUpIcon className={styles.icon} />
          返回顶部
        </button>

        {popup === 'service' ? (
          <div className={styles.popup} role="dialog" aria-label="联系客服">
            <QrCode value={config?.customerServiceQr ?? ''} size={128} label="客服微信二维码" />
            <p className={styles.popupTitle}>微信扫码添加客服</p>
            {config?.servicePhone ? <p className={styles.popupText}>客服电话 {config.servicePhone}</p> : null}
            {config?.serviceHours ? <p className={styles.popupText}>{config.serviceHours}</p> : null}
          </div>
        ) : null}
        {popup === 'app' ? (
          <div className={`${styles.popup} ${styles.popupApp}`} role="dialog" aria-label="下载APP">
            <QrCode value={config?.appDownloadQr ?? ''} size={128} label="知学APP下载二维码" />
            <p className={styles.popupTitle}>扫码下载知学APP</p>
            <p className={styles.popupText}>随时随地，想学就学</p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
