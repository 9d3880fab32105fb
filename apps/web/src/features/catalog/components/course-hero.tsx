import { type CourseDetail, ProductTypes } from '@zhixue/contract';
import { ActivityBanner } from '@/components/activity-banner';
import { CourseTopBanner, CourseTopFacts } from '@/components/course-top-banner';
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

/** The top of a course page: the course top banner with lecturer and figures, activity, buy bar. */
export function CourseHero({ detail, viewerIsVip, studyTo, courseCount, onLecturer }: CourseHeroProps) {
  const isBundle = detail.type === ProductTypes.BUNDLE;
  return (
    <CourseTopBanner
      name={detail.name}
      cover={detail.picCover}
      banner={detail.picPcBanner}
      summary={detail.summary}
      titleExtra={<CollectToggle detail={detail} />}
    >
      <CourseTopFacts
        lecturer={
          detail.lecturerName && onLecturer ? (
            <button type="button" className={styles.bannerLink} onClick={onLecturer}>
              {detail.lecturerName}
            </button>
          ) : (
            detail.lecturerName
          )
        }
        learnerCount={detail.learnerCount}
        size={
          isBundle
            ? courseCount === undefined
              ? undefined
              : `${courseCount}门课程`
            : `${detail.lessonCount}节课`
        }
        durationSeconds={detail.durationSeconds}
      />
      {detail.activityProductDetail && detail.buy === 0 ? (
        <ActivityBanner activity={detail.activityProductDetail} />
      ) : null}
      <BuyBar detail={detail} viewerIsVip={viewerIsVip} studyTo={studyTo} />
    </CourseTopBanner>
  );
}
