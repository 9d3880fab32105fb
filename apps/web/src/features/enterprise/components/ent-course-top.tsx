import type { EntCourseDetail } from '@zhixue/contract';
import { Button } from 'antd';
import { CourseTopBanner, CourseTopFacts } from '@/components/course-top-banner';
import styles from './ent.module.css';

interface EntCourseTopProps {
  detail: EntCourseDetail;
  /** Where 立即学习 / 继续学习 goes; null while a bundle's first course is unknown. */
  onStudy: (() => void) | null;
  onLecturer?: () => void;
}

/**
 * The top of a library course or bundle (/ent/components/course-top): the shared course top banner
 * whose buy bar is 立即学习 (继续学习 once started): the enterprise's learners study without buying.
 */
export function EntCourseTop({ detail, onStudy, onLecturer }: EntCourseTopProps) {
  return (
    <CourseTopBanner
      name={detail.name}
      cover={detail.picCover}
      banner={detail.picHeader}
      summary={detail.summary}
      titleExtra={detail.private ? <span className={styles.privateTag}>企业内训</span> : undefined}
    >
      <CourseTopFacts
        lecturer={
          detail.lecturerName && onLecturer ? (
            <Button type="link" size="small" onClick={onLecturer}>
              {detail.lecturerName}
            </Button>
          ) : (
            detail.lecturerName
          )
        }
        learnerCount={detail.learnerCount}
        size={detail.type === 2 ? `${detail.lessonCount}门课程` : `${detail.lessonCount}节课`}
        durationSeconds={0}
      />
      <div className={styles.studyBar}>
        <Button type="primary" size="large" disabled={!onStudy} onClick={onStudy ?? undefined}>
          {detail.study === 1 ? '继续学习' : '立即学习'}
        </Button>
        <span className={styles.studyHint}>企业已为你开通，无需购买</span>
      </div>
    </CourseTopBanner>
  );
}
