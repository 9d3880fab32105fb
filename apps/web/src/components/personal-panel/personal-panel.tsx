import type { ReactNode } from 'react';
import styles from './personal-panel.module.css';

/**
 * One part of the personal area (/mycourses: 我的订单, 我的考试, 我的作业 …): its heading and its content
 * with the same inner spacing in every part, whatever state the content is in.
 */
export function PersonalPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}
