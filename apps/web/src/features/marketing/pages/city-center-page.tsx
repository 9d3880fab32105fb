import { PageBanner } from '@/components/page-banner';
import { ApplyPanel } from '../components/apply-panel';
import cityStyles from '../components/city-center.module.css';
import { FeatureGrid } from '../components/feature-grid';
import styles from '../components/marketing.module.css';
import { Section } from '../components/section';
import { StepList } from '../components/step-list';
import {
  CITY_CENTER_INTRO,
  CITY_CENTER_REQUIREMENTS,
  CITY_CENTER_ROLE,
  CITY_CENTER_STEPS,
  CITY_CENTER_SUPPORT,
} from '../content/city-center';

const APPLY_ID = 'city-center-apply';

/**
 * /single/citycenter: the city-centre programme and its application (city/gift/add, detail). One
 * application per learner; its status replaces the form once sent.
 */
export function Component() {
  const toApply = () => document.getElementById(APPLY_ID)?.scrollIntoView({ behavior: 'smooth' });
  return (
    <div className={styles.page}>
      <PageBanner
        eyebrow="CITY CENTER"
        title={CITY_CENTER_INTRO.title}
        subtitle={CITY_CENTER_INTRO.subtitle}
        tone="teal"
      >
        <button type="button" className={styles.bannerButton} onClick={toApply}>
          立即申请
        </button>
      </PageBanner>
      <div className={`zx-container ${styles.body}`}>
        <div className={styles.lifted}>
          <Section title="城市中心做什么" subtitle="立足本地，连接企业、培训师与知学的课程资源">
            <FeatureGrid items={CITY_CENTER_ROLE} />
          </Section>
        </div>
        <Section title="我们提供的支持" subtitle="总部资源全面赋能，让城市中心轻装上阵">
          <FeatureGrid items={CITY_CENTER_SUPPORT} />
        </Section>
        <Section title="合作流程">
          <StepList steps={CITY_CENTER_STEPS} />
        </Section>
        <Section
          id={APPLY_ID}
          title="申请成为城市中心"
          subtitle="每位用户可提交一份申请，审核结果将在本页显示"
        >
          <div className={cityStyles.applyLayout}>
            <ApplyPanel />
            <aside className={cityStyles.aside} aria-label="申请条件">
              <h3 className={cityStyles.asideTitle}>申请条件</h3>
              <ol>
                {CITY_CENTER_REQUIREMENTS.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ol>
            </aside>
          </div>
        </Section>
      </div>
    </div>
  );
}
