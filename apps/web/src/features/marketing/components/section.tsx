import type { ReactNode } from 'react';
import styles from './marketing.module.css';

interface SectionProps {
  /** Anchor for the tab switcher. */
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** One white block of a marketing page, with a centred heading. */
export function Section({ id, title, subtitle, children }: SectionProps) {
  return (
    <section id={id} className={styles.section} aria-label={title}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {subtitle ? <p className={styles.sectionSubtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </section>
  );
}
