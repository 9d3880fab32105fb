import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { CardGrid } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { useEntCourseDetail } from '../api/get-course';
import { useEntLibrary } from '../api/get-library';
import styles from '../components/ent.module.css';
import { EntCourseCard } from '../components/ent-course-card';
import { EntCourseTop } from '../components/ent-course-top';

/**
 * /ent/components/{course-item,course-top,empty}: the enterprise area's widgets, shown with the
 * learner's own library (the first page of it, and its first course's top).
 */
export function Component() {
  const name = useLocation().pathname.split('/').pop();
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>组件预览 · {name}</h1>
        {name === 'course-item' ? <CourseItems /> : null}
        {name === 'course-top' ? <CourseTopPreview /> : null}
        {name === 'empty' ? <EmptyState text="暂无内容" /> : null}
      </section>
    </div>
  );
}

function CourseItems() {
  const library = useEntLibrary({ page: 1 });
  if (!library.data) return <Skeleton active />;
  return (
    <CardGrid>
      {library.data.list.slice(0, 4).map((course) => (
        <EntCourseCard key={course.id} course={course} />
      ))}
    </CardGrid>
  );
}

function CourseTopPreview() {
  const library = useEntLibrary({ page: 1 });
  const first = library.data?.list[0];
  if (!first) return library.isPending ? <Skeleton active /> : <EmptyState text="课程库暂无课程" />;
  return <FirstCourseTop id={first.id} />;
}

function FirstCourseTop({ id }: { id: number }) {
  const detail = useEntCourseDetail(id, undefined);
  if (!detail.data) return <Skeleton active />;
  return <EntCourseTop detail={detail.data} onStudy={null} />;
}
