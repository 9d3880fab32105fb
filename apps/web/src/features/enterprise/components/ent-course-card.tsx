import type { EntCourseItem } from '@zhixue/contract';
import { Link } from 'react-router';
import cardStyles from '@/components/course-card/card.module.css';
import { CardBody } from '@/components/course-card/card-body';
import { CoverImage } from '@/components/course-card/cover-image';
import { entCourseHref } from '../lib/ent-links';
import styles from './ent.module.css';

/** The state a card shows at its foot: 已学完, 继续学习, or the way in (spec: course list item). */
function learnState(course: EntCourseItem) {
  if (course.learnStatus === 1) return <span className={`${styles.state} ${styles.stateDone}`}>已学完</span>;
  if (course.lastViewed === 1) return <span className={styles.state}>继续学习</span>;
  return <span className={styles.state}>立即学习</span>;
}

/** A course or bundle of the enterprise library (/ent/components/course-item). */
export function EntCourseCard({ course }: { course: EntCourseItem }) {
  return (
    <Link to={entCourseHref(course)} className={cardStyles.card}>
      <div className={cardStyles.coverWrap}>
        <CoverImage src={course.picCover} alt={course.name} />
      </div>
      <CardBody
        name={course.name}
        meta={
          <>
            {course.private ? <span className={styles.privateTag}>企业内训</span> : null}
            <span>
              {course.count}
              {course.type === 2 ? '门课' : '节'}
            </span>
            {course.lecturerName ? <span className={cardStyles.lecturer}>{course.lecturerName}</span> : null}
          </>
        }
        price={learnState(course)}
        learners=""
      />
    </Link>
  );
}
