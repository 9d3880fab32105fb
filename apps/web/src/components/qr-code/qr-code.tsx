import { lazy, Suspense } from 'react';
import styles from './qr-code.module.css';

// The QR generator is only needed below the fold or in pop-ups: keep it out of the first load.
const AntQRCode = lazy(() => import('antd/es/qr-code'));

interface QrCodeProps {
  /** Text or URL encoded in the code. */
  value: string;
  size?: number;
  /** Read to screen readers, e.g. 知学公众号二维码. */
  label: string;
}

/** A QR code drawn in the browser from the URL in the site config. */
export function QrCode({ value, size = 112, label }: QrCodeProps) {
  const placeholder = <span className={styles.placeholder} style={{ width: size, height: size }} />;
  if (!value) return placeholder;
  return (
    <span className={styles.frame} role="img" aria-label={label}>
      <Suspense fallback={placeholder}>
        <AntQRCode
          value={value}
          size={size}
          bordered={false}
          type="svg"
          bgColor="#ffffff"
          style={{ padding: 0 }}
        />
      </Suspense>
    </span>
  );
}
