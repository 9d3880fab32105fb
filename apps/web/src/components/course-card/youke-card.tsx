import type { YoukeCard as YoukeCardData } from '@zhixue/contract';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { youkeCourseHref } from '@/lib/links';
import styles from './card.module.css';
import { CardBody } from './card-body';
import { CoverImage } from './cover-image';

interface YoukeCardProps {
  course: YoukeCardData;
  /** The youke site opens in a new tab from the main site; within the youke pages it stays in the tab. */
  newTab?: boolean;
}

/** A free trial (youke) course: cover, project, lessons, lecturer and learners. */
export function YoukeCard({ course, newTab = true }: YoukeCardProps) {
  return (
    <Link
      to={youkeCourseHref(course.id)}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      className={styles.card}
    >
      <div className={styles.coverWrap}>
        <CoverImage src={course.picCover} alt={course.name} />
      </div>
      <CardBody
        name={course.name}
        meta={
          <>
            {course.projectName ? <span className={styles.tag}>{course.projectName}</span> : null}
            <span>{course.count}节</span>
            {course.lecturerName ? <span className={styles.lecturer}>{course.lecturerName}</span> : null}
          </>
        }
        price={<span className={`${styles.priceMain} ${styles.free}`}>免费试学</span>}
        learners={`${formatCount(course.learnerCount)}人学习`}
      />
    </Link>
  );
}
