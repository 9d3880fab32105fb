import { useSiteConfig } from '@/lib/site-config';
import { QrModalFrame, type QrModalProps } from './qr-modal';
import styles from './qr-modal.module.css';

/** The customer-service modal (spec section 2): the service WeChat QR code, phone and hours. */
export function CustomerServiceModal({ open, onClose }: QrModalProps) {
  const { data: config } = useSiteConfig();
  return (
    <QrModalFrame
      open={open}
      onClose={onClose}
      title="联系客服"
      qr={config?.customerServiceQr}
      qrLabel="客服微信二维码"
      caption="微信扫码添加客服"
    >
      {config?.servicePhone ? <p className={styles.note}>客服电话 {config.servicePhone}</p> : null}
      {config?.serviceHours ? <p className={styles.note}>{config.serviceHours}</p> : null}
    </QrModalFrame>
  );
}
