import { useSiteConfig } from '@/lib/site-config';
import { QrModalFrame, type QrModalProps } from './qr-modal';
import styles from './qr-modal.module.css';

/** The app-download modal (spec section 2): the app's QR code from the site config. */
export function AppDownloadModal({ open, onClose }: QrModalProps) {
  const { data: config } = useSiteConfig();
  const siteName = config?.siteName ?? '知学';
  return (
    <QrModalFrame
      open={open}
      onClose={onClose}
      title="下载APP"
      qr={config?.appDownloadQr}
      qrLabel={`${siteName}APP下载二维码`}
      caption={`扫码下载${siteName}APP`}
    >
      <p className={styles.note}>随时随地，想学就学</p>
    </QrModalFrame>
  );
}
