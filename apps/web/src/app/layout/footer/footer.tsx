import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { QrCode } from '@/components/qr-code';
import { truncate } from '@/lib/format';
import { useSiteConfig } from '@/lib/site-config';
import { CustomerServiceButton } from './customer-service-button';
import styles from './footer.module.css';

const LINKS = [
  { label: '课程学习', to: '/courses' },
  { label: '线下课程', to: '/trainingCamp' },
  { label: '合伙人计划', to: '/partner' },
  { label: '城市中心', to: '/single/citycenter' },
  { label: '关于我们', to: '/about' },
  { label: '企业学习', to: '/ent/course-list' },
];

/**
 * The site footer: about text, contact details, official-account and app QR codes and the record
 * notices, all from the site config (nothing here is hard-coded content). While the config loads,
 * or if it fails, only the navigation shows.
 */
export function Footer() {
  const { data: config } = useSiteConfig();
  return (
    <footer className={styles.footer} data-testid="main-footer">
      <div className={styles.inner}>
        <section className={styles.about}>
          <Logo light />
          {config ? (
            <p className={styles.aboutText} title={config.aboutText}>
              {truncate(config.aboutText, 100)}
            </p>
          ) : null}
        </section>

        <nav className={styles.column} aria-label="网站导航">
          <h2 className={styles.heading}>快速入口</h2>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {config ? (
          <section className={styles.column}>
            <h2 className={styles.heading}>联系我们</h2>
            <ul className={styles.contact}>
              {config.servicePhone ? (
                <li>
                  客服电话：
                  <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>{config.servicePhone}</a>
                </li>
              ) : null}
              {config.serviceHours ? <li>服务时间：{config.serviceHours}</li> : null}
              {config.serviceEmail ? (
                <li>
                  邮箱：<a href={`mailto:${config.serviceEmail}`}>{config.serviceEmail}</a>
                </li>
              ) : null}
              {config.address ? <li>地址：{config.address}</li> : null}
              <li>
                <CustomerServiceButton className={styles.service} />
              </li>
            </ul>
          </section>
        ) : null}

        {config ? (
          <section className={styles.codes} aria-label="二维码">
            {config.officialAccountQr ? (
              <figure className={styles.code}>
                <QrCode value={config.officialAccountQr} size={96} label={`${config.siteName}公众号二维码`} />
                <figcaption>关注公众号</figcaption>
              </figure>
            ) : null}
            {config.appDownloadQr ? (
              <figure className={styles.code}>
                <QrCode value={config.appDownloadQr} size={96} label={`${config.siteName}APP下载二维码`} />
                <figcaption>下载APP</figcaption>
              </figure>
            ) : null}
          </section>
        ) : null}
      </div>

      {config ? (
        <div className={styles.records}>
          <span>{config.copyright}</span>
          {config.icpRecord ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {config.icpRecord}
            </a>
          ) : null}
          {config.policeRecord ? (
            <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
              {config.policeRecord}
            </a>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}
