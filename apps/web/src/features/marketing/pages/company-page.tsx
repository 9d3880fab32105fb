import { Link } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { ContactPanel } from '../components/contact-panel';
import { FeatureGrid } from '../components/feature-grid';
import styles from '../components/marketing.module.css';
import { Section } from '../components/section';
import { StepList } from '../components/step-list';
import { COMPANY_ADVANTAGES, COMPANY_INTRO, COMPANY_SERVICES, COMPANY_STEPS } from '../content/company';
import companyStyles from './company-page.module.css';

const CONSULT_ID = 'company-consult';

/** /company: what enterprises can buy, how a project runs, and whom to ask. */
export function Component() {
  const toConsult = () => document.getElementById(CONSULT_ID)?.scrollIntoView({ behavior: 'smooth' });
  return (
    <div className={styles.page}>
      <PageBanner
        eyebrow="ENTERPRISE SERVICES"
        title={COMPANY_INTRO.title}
        subtitle={COMPANY_INTRO.subtitle}
        tone="indigo"
      >
        <button type="button" className={styles.bannerButton} onClick={toConsult}>
          咨询企业方案
        </button>
        <Link to="/ent/login" className={styles.bannerGhost}>
          企业学员登录
        </Link>
      </PageBanner>
      <div className={`zx-container ${styles.body}`}>
        <div className={styles.lifted}>
          <Section title="服务内容" subtitle="按企业所处阶段灵活组合，既可单项采购，也可整体规划">
            <ul className={companyStyles.services}>
              {COMPANY_SERVICES.map((service) => (
                <li key={service.title}>
                  <h3>{service.title}</h3>
                  <p>{service.text}</p>
                  <ul>
                    {service.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <Section title="为什么选择知学">
          <FeatureGrid items={COMPANY_ADVANTAGES} columns={4} />
        </Section>
        <Section title="合作流程">
          <StepList steps={COMPANY_STEPS} />
        </Section>
        <Section id={CONSULT_ID} title="预约企业顾问">
          <ContactPanel
            title="获取专属培训方案"
            text="告诉我们企业规模、培训对象与目标，企业顾问将在1个工作日内为您推荐课程组合与报价。"
            qrCaption="微信扫码预约顾问"
          />
        </Section>
      </div>
    </div>
  );
}
