import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { formatCount } from '@/lib/format';
import { youkeCourseHref } from '@/lib/links';
import { useYoukeCourses } from '../api/get-youke-courses';
import { youkeListHref } from '../lib/youke-links';
import styles from './related-courses.module.css';

/** Asked for one more than shown: the course on the page is left out. */
const SHOWN = 5;

interface RelatedCoursesProps {
  courseId: number;
  projectId: number;
  projectName: string;
}

/**
 * The other free courses of the same project (its lists are short), beside a course's catalog.
 * Hidden when there are none.
 */
export function RelatedCourses({ courseId, projectId, projectName }: RelatedCoursesProps) {
  const query = useYoukeCourses({ projectId, pageCurrent: 1, pageSize: SHOWN + 1 });
  const others = (query.data?.list ?? []).filter((course) => course.id !== courseId).slice(0, SHOWN);
  if (query.isPending) {
    return (
      <aside className={styles.panel}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </aside>
    );
  }
  // A side list that failed or is empty says nothing useful: the catalog beside it is what matters.
  if (others.length === 0) return null;
  return (
    <aside className={styles.panel} aria-label="同项目课程">
      <header className={styles.head}>
        <h2 className={styles.title}>同项目课程</h2>
        <Link to={youkeListHref({ projectId })} className={styles.more} title={projectName}>
          查看全部
        </Link>
      </header>
      <ul className={styles.list}>
        {others.map((course) => (
          <li key={course.id}>
            <Link to={youkeCourseHref(course.id)} className={styles.item}>
              <div className={styles.cover}>
                <CoverImage src={course.picCover} alt={course.name} />
              </div>
              <div className={styles.text}>
                <h3 className={styles.name} title={course.name}>
                  {course.name}
                </h3>
                <p className={styles.meta}>
                  {course.count}节 · {formatCount(course.learnerCount)}人学习
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
