import { WifiOffIcon } from '@/components/icons';
import { useOnlineStatus } from '@/lib/use-online-status';
import styles from './offline-banner.module.css';

/** Tells the user the browser lost its connection; disappears when it is back. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <WifiOffIcon className={styles.icon} />
      网络已断开，请检查网络连接
    </div>
  );
}
