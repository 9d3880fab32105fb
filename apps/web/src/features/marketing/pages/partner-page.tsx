import { PageBanner } from '@/components/page-banner';
import { TabSwitcher } from '@/components/tab-switcher';
import { ContactPanel } from '../components/contact-panel';
import { FaqList } from '../components/faq-list';
import { FeatureGrid } from '../components/feature-grid';
import styles from '../components/marketing.module.css';
import { Section } from '../components/section';
import { StatRow } from '../components/stat-row';
import { StepList } from '../components/step-list';
import {
  COMMISSION_RATES,
  COMMISSION_RULES,
  PARTNER_AUDIENCE,
  PARTNER_BENEFITS,
  PARTNER_FAQ,
  PARTNER_INTRO,
  PARTNER_STEPS,
} from '../content/partner';
import { useSectionTabs } from '../lib/use-section-tabs';

const TABS = [
  { key: 'partner-audience', label: '计划介绍' },
  { key: 'partner-benefits', label: '合伙人权益' },
  { key: 'partner-commission', label: '佣金规则' },
  { key: 'partner-steps', label: '加入流程' },
  { key: 'partner-faq', label: '常见问题' },
] as const;
const TAB_KEYS = TABS.map((tab) => tab.key);

/** /partner: who the partner plan is for, what partners get, how they earn and how to join. */
export function Component() {
  const { active, select } = useSectionTabs(TAB_KEYS);
  return (
    <div className={styles.page}>
      <PageBanner
        eyebrow="ZHIXUE PARTNER"
        title={PARTNER_INTRO.title}
        subtitle={PARTNER_INTRO.subtitle}
        tone="gold"
      >
        <button type="button" className={styles.bannerButton} onClick={() => select('partner-steps')}>
          了解加入方式
        </button>
        <button type="button" className={styles.bannerGhost} onClick={() => select('partner-commission')}>
          查看佣金规则
        </button>
      </PageBanner>
      <div className={`zx-container ${styles.body}`}>
        <TabSwitcher
          items={TABS}
          activeKey={active}
          onChange={select}
          label="合伙人计划导航"
          className={styles.liftedTabs}
        />
        <Section
          id="partner-audience"
          title="谁适合成为合伙人"
          subtitle="只要你身边有想要提升培训能力的人或企业，就能成为知学合伙人"
        >
          <FeatureGrid items={PARTNER_AUDIENCE} columns={4} />
          <div className={styles.spaced}>
            <StatRow stats={PARTNER_INTRO.stats} />
          </div>
        </Section>
        <Section id="partner-benefits" title="合伙人权益" subtitle="签约即享，推广路上不是一个人">
          <FeatureGrid items={PARTNER_BENEFITS} />
        </Section>
        <Section id="partner-commission" title="佣金规则" subtitle="按订单实付金额计算，规则公开透明">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">推广产品</th>
                <th scope="col">佣金比例</th>
                <th scope="col">说明</th>
              </tr>
            </thead>
            <tbody>
              {COMMISSION_RATES.map((row) => (
                <tr key={row.product}>
                  <td>{row.product}</td>
                  <td className={styles.rate}>{row.rate}</td>
                  <td className={styles.muted}>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className={styles.subheading}>结算说明</h3>
          <ol className={styles.ruleList}>
            {COMMISSION_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </Section>
        <Section id="partner-steps" title="加入流程" subtitle="五步成为知学合伙人，最快当天开通推广权益">
          <StepList steps={PARTNER_STEPS} />
          <div className={styles.spaced}>
            <ContactPanel
              title="添加合伙人顾问"
              text="扫码添加顾问企业微信，备注“合伙人”，顾问将在1个工作日内与你联系。"
              qrCaption="微信扫码添加顾问"
            />
          </div>
        </Section>
        <Section id="partner-faq" title="常见问题">
          <FaqList items={PARTNER_FAQ} />
        </Section>
      </div>
    </div>
  );
}
