import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

export type PageBannerTone = 'blue' | 'gold' | 'teal' | 'indigo';

interface PageBannerProps {
  /** A short line above the title, e.g. the programme's English name or a category. */
  eyebrow?: string;
  title: string;
  subtitle: ReactNode;
  tone?: PageBannerTone;
  /** Buttons or facts under the subtitle. */
  children?: ReactNode;
}

/**
 * The top band of a programme page (partner plan, city centre, about, enterprise services): its
 * title, what it offers in one sentence and its calls to action, inside the 1240px content column.
 * Course pages use CourseTopBanner instead, which is built around a course's cover.
 */
export function PageBanner({ eyebrow, title, subtitle, tone = 'blue', children }: PageBannerProps) {
  return (
    <section className={`${styles.banner} ${styles[tone]}`} aria-label={title}>
      <div className={`zx-container ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
