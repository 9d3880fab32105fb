import type { CourseDetail } from '@zhixue/contract';
import { CoverImage } from '@/components/course-card/cover-image';
import { formatCount } from '@/lib/format';
import { formatDuration } from '../lib/section-state';
import { ActivityBanner } from './activity-banner';
import { BuyBar } from './buy-bar';
import { CollectToggle } from './collect-toggle';
import styles from './course-detail.module.css';

interface CourseHeroProps {
  detail: CourseDetail;
  viewerIsVip: boolean;
  studyTo: string | null;
  /** Courses in a bundle, once its catalog is known. */
  courseCount?: number;
  onLecturer?: () => void;
}

/** The banner of a course page: cover, name, summary, lecturer and figures, activity, buy bar. */
export function CourseHero({ detail, viewerIsVip, studyTo, courseCount, onLecturer }: CourseHeroProps) {
  const banner = detail.picPcBanner || detail.picCover;
  const isBundle = detail.type === 2;
  return (
    <section className={styles.hero} aria-label={detail.name}>
      {banner ? (
        <div className={styles.heroBackdrop} style={{ backgroundImage: `url("${banner}")` }} />
      ) : null}
      <div className={`zx-container ${styles.heroInner}`}>
        <div className={styles.heroCover}>
          <CoverImage src={detail.picCover} alt={detail.name} />
        </div>
        <div className={styles.heroInfo}>
          <div className={styles.heroTitleRow}>
            <h1 className={styles.heroName}>{detail.name}</h1>
            <CollectToggle detail={detail} />
          </div>
          {detail.summary ? <p className={styles.heroSummary}>{detail.summary}</p> : null}
          <ul className={styles.heroMeta}>
            {detail.lecturerName ? (
              <li>
                讲师：
                {onLecturer ? (
                  <button type="button" className={styles.lecturerLink} onClick={onLecturer}>
                    {detail.lecturerName}
                  </button>
                ) : (
                  detail.lecturerName
                )}
              </li>
            ) : null}
            <li>{formatCount(detail.learnerCount)}人学习</li>
            {isBundle && courseCount !== undefined ? <li>{courseCount}门课程</li> : null}
            {isBundle ? null : <li>{detail.lessonCount}节课</li>}
            {detail.durationSeconds > 0 ? <li>时长 {formatDuration(detail.durationSeconds)}</li> : null}
          </ul>
          {detail.activityProductDetail && detail.buy === 0 ? (
            <ActivityBanner activity={detail.activityProductDetail} />
          ) : null}
          <BuyBar detail={detail} viewerIsVip={viewerIsVip} studyTo={studyTo} />
        </div>
      </div>
    </section>
  );
}
