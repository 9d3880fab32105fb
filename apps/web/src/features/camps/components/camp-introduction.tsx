import type { PlanItem } from '@zhixue/contract';
import styles from './camps.module.css';
import { PlanOutline } from './plan-outline';

/** 训练营介绍 and 学习计划 below a camp's banner. */
export function CampIntroduction({ description, plan }: { description: string; plan: PlanItem[] }) {
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h2 className={styles.heading}>训练营介绍</h2>
        {description.split('\n').map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </section>
      <section className={styles.panel}>
        <h2 className={styles.heading}>学习计划</h2>
        <PlanOutline plan={plan} />
      </section>
    </div>
  );
}
