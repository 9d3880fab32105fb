import { useYoukeCourses } from '../api/get-youke-courses';
import { YoukeCourseGrid } from '../components/youke-course-grid';
import styles from './youke-pages.module.css';

/** /youke/components/course-item: the free-trial course card, shown with the first youke course. */
export function Component() {
  const first = useYoukeCourses({ pageCurrent: 1, pageSize: 1 });
  return (
    <div className={`zx-container ${styles.preview}`}>
      <header className={styles.listHead}>
        <h1 className={styles.listTitle}>course-item</h1>
        <p className={styles.listIntro}>免费试学课程卡片，数据取自第一门试学课程。</p>
      </header>
      <div className={styles.previewCard}>
        <YoukeCourseGrid query={first} skeletonCount={1} emptyText="暂无试学课程" />
      </div>
    </div>
  );
}
