import { PageBanner } from '@/components/page-banner';
import { useSiteConfig } from '@/lib/site-config';
import { ContactPanel } from '../components/contact-panel';
import { FeatureGrid } from '../components/feature-grid';
import styles from '../components/marketing.module.css';
import { Section } from '../components/section';
import { StatRow } from '../components/stat-row';
import { ABOUT_MILESTONES, ABOUT_SERVICES, ABOUT_STATS, ABOUT_VALUES } from '../content/about';
import aboutStyles from './about-page.module.css';

/** /about: who we are, what we do, where we came from and how to reach us. */
export function Component() {
  const { data: config } = useSiteConfig();
  return (
    <div className={styles.page}>
      <PageBanner
        eyebrow="ABOUT ZHIXUE"
        title={config ? `关于${config.siteName}` : '关于我们'}
        subtitle={config?.slogan ?? '让每一位培训师持续成长'}
      >
        <StatRow stats={ABOUT_STATS} light />
      </PageBanner>
      <div className={`zx-container ${styles.body}`}>
        <div className={styles.lifted}>
          <Section title="平台介绍">
            {config ? <p className={styles.lead}>{config.aboutText}</p> : null}
            <div className={styles.spaced}>
              <FeatureGrid items={ABOUT_SERVICES} />
            </div>
          </Section>
        </div>
        <Section title="使命与愿景">
          <ul className={aboutStyles.values}>
            {ABOUT_VALUES.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="发展历程">
          <ol className={aboutStyles.timeline}>
            {ABOUT_MILESTONES.map((milestone) => (
              <li key={milestone.year}>
                <span className={aboutStyles.year}>{milestone.year}</span>
                <p>{milestone.text}</p>
              </li>
            ))}
          </ol>
        </Section>
        <Section title="联系我们">
          <ContactPanel
            title={config?.address ? `公司地址：${config.address}` : '欢迎与我们联系'}
            text="课程咨询、企业合作、讲师入驻与媒体采访，欢迎通过以下方式联系我们。"
            qrCaption="微信扫码联系客服"
          />
        </Section>
      </div>
    </div>
  );
}
