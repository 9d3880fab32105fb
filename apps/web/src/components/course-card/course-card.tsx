import { type CourseCard as CourseCardData, ProductTypes } from '@zhixue/contract';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { courseHref } from '@/lib/links';
import styles from './card.module.css';
import { CardBody } from './card-body';
import { CoverImage } from './cover-image';
import { priceView } from './price-view';

interface CourseCardProps {
  course: CourseCardData;
  viewerIsVip: boolean;
}

/** A course or bundle in a grid: cover, name, lessons, lecturer, learners and price. */
export function CourseCard({ course, viewerIsVip }: CourseCardProps) {
  const price = priceView(course, viewerIsVip);
  const label = course.type === ProductTypes.BUNDLE ? '系列课' : course.labelNameList[0];
  return (
    <Link to={courseHref(course)} className={styles.card}>
      <div className={styles.coverWrap}>
        <CoverImage src={course.picCover} alt={course.name} />
        {course.charge === 2 ? <span className={styles.vipBadge}>VIP</span> : null}
      </div>
      <CardBody
        name={course.name}
        meta={
          <>
            {label ? <span className={styles.tag}>{label}</span> : null}
            <span>{course.type === ProductTypes.BUNDLE ? `${course.count}门课程` : `${course.count}节`}</span>
            {course.lecturerName ? <span className={styles.lecturer}>{course.lecturerName}</span> : null}
          </>
        }
        price={
          <>
            <span className={`${styles.priceMain} ${styles[price.kind]}`}>{price.main}</span>
            {price.original ? <s className={styles.priceOriginal}>{price.original}</s> : null}
            {price.hint ? <span className={styles.priceHint}>{price.hint}</span> : null}
          </>
        }
        learners={`${formatCount(course.learnerCount)}人学习`}
      />
    </Link>
  );
}
