import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { parseId } from '@/lib/parse-id';
import { useEntLecturer } from '../api/get-course';
import styles from '../components/ent.module.css';
import { LecturerBody } from '../components/ent-lecturer-modal';

/** /ent/base/ent-teacher-modal?id={courseId}: 讲师介绍 of a library course as a page of its own. */
export function Component() {
  const courseId = parseId(useSearchParams()[0].get('id'));
  const lecturer = useEntLecturer(courseId);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel} aria-label="讲师介绍">
        <h1 className={styles.heading}>讲师介绍</h1>
        {courseId ? <LecturerBody query={lecturer} /> : <EmptyState text="请从课程详情查看讲师介绍" />}
      </section>
    </div>
  );
}
