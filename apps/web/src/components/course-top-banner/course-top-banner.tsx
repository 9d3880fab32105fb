import type { ReactNode } from 'react';
import { CoverImage } from '@/components/course-card/cover-image';
import { LONG_TEXT_LIMIT, truncate } from '@/lib/format';
import styles from './course-top-banner.module.css';

interface CourseTopBannerProps {
  name: string;
  /** The cover beside the texts; also the blurred backdrop when there is no banner picture. */
  cover: string;
  /** The PC banner picture (picPcBanner), blurred behind everything. */
  banner?: string;
  /** One paragraph under the name, cut at 167 characters (spec section 9). */
  summary?: string;
  /** Beside the name, e.g. the collect toggle. */
  titleExtra?: ReactNode;
  /** Under the summary: figures, activity, buy bar ... */
  children?: ReactNode;
}

/**
 * The course top banner (spec section 2, other widgets): dark band with the blurred banner picture,
 * the cover on the left and the course's name, summary and whatever the page adds on the right.
 * Course, bundle and trial-course pages share it.
 */
export function CourseTopBanner({
  name,
  cover,
  banner,
  summary,
  titleExtra,
  children,
}: CourseTopBannerProps) {
  const backdrop = banner || cover;
  return (
    <section className={styles.banner} aria-label={name}>
      {backdrop ? (
        <div className={styles.backdrop} style={{ backgroundImage: `url("${backdrop}")` }} />
      ) : null}
      <div className={`zx-container ${styles.inner}`}>
        <div className={styles.cover}>
          <CoverImage src={cover} alt={name} />
        </div>
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{name}</h1>
            {titleExtra}
          </div>
          {summary ? (
            <p className={styles.summary} title={summary.length > LONG_TEXT_LIMIT ? summary : undefined}>
              {truncate(summary, LONG_TEXT_LIMIT)}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
