import { Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useSession } from '@/lib/session';
import { useYoukeCourseCatalog } from '../api/get-youke-course-catalog';
import { useYoukeCourseDetail } from '../api/get-youke-course-detail';
import { useYoukeCourses } from '../api/get-youke-courses';
import { CourseTop } from '../components/course-top';
import { studyProgress } from '../lib/study-progress';
import styles from './youke-pages.module.css';

/** /youke/components/course-top: the free-trial course top banner, shown with the first youke course. */
export function Component() {
  const first = useYoukeCourses({ pageCurrent: 1, pageSize: 1 });
  const firstId = first.data?.list[0]?.id;
  return (
    <div className={styles.preview}>
      <div className="zx-container">
        <header className={styles.listHead}>
          <h1 className={styles.listTitle}>course-top</h1>
          <p className={styles.listIntro}>免费试学课程顶部横幅，数据取自第一门试学课程。</p>
        </header>
        {first.isPending ? <Skeleton active /> : null}
        {first.isError ? <LoadFailed compact query={first} /> : null}
        {first.isSuccess && firstId === undefined ? <EmptyState compact text="暂无试学课程" /> : null}
      </div>
      {firstId !== undefined ? <CourseTopPreview id={firstId} /> : null}
    </div>
  );
}

function CourseTopPreview({ id }: { id: number }) {
  const viewer = useSession()?.id ?? null;
  const detail = useYoukeCourseDetail(id);
  const catalog = useYoukeCourseCatalog(id, viewer, detail.isSuccess);
  if (detail.isPending) {
    return (
      <div className="zx-container">
        <Skeleton active />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="zx-container">
        <LoadFailed compact query={detail} />
      </div>
    );
  }
  return <CourseTop detail={detail.data} progress={catalog.data ? studyProgress(catalog.data) : undefined} />;
}
