import { QrCode } from '@/components/qr-code';
import { useSiteConfig } from '@/lib/site-config';
import styles from './marketing.module.css';

interface ContactPanelProps {
  title: string;
  text: string;
  /** Caption under the customer-service QR code. */
  qrCaption: string;
}

/**
 * How to reach the team: the customer-service QR code, phone, hours and email from the site
 * config. While the config loads (or if it fails) only the invitation shows.
 */
export function ContactPanel({ title, text, qrCaption }: ContactPanelProps) {
  const { data: config } = useSiteConfig();
  return (
    <div className={styles.contact}>
      <div className={styles.contactBody}>
        <h3 className={styles.contactTitle}>{title}</h3>
        <p className={styles.contactText}>{text}</p>
        {config ? (
          <ul className={styles.contactList}>
            {config.servicePhone ? (
              <li>
                <span className={styles.contactLabel}>咨询电话</span>
                <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>{config.servicePhone}</a>
              </li>
            ) : null}
            {config.serviceHours ? (
              <li>
                <span className={styles.contactLabel}>服务时间</span>
                {config.serviceHours}
              </li>
            ) : null}
            {config.serviceEmail ? (
              <li>
                <span className={styles.contactLabel}>电子邮箱</span>
                <a href={`mailto:${config.serviceEmail}`}>{config.serviceEmail}</a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {config?.customerServiceQr ? (
        <figure className={styles.contactCode}>
          <QrCode value={config.customerServiceQr} size={120} label={`${config.siteName}客服二维码`} />
          <figcaption>{qrCaption}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
