import type { BundleGroup } from '@zhixue/contract';
import { Button } from 'antd';
import { CoverImage } from '@/components/course-card/cover-image';
import { bundleCourseHref } from '../lib/detail-links';
import styles from './course-detail.module.css';
import { useLoginGuard } from './use-login-guard';

/** Catalog, multi mode: each group of the bundle with its courses; opening one needs login. */
export function BundleList({ groups }: { groups: BundleGroup[] }) {
  const { go } = useLoginGuard();
  return (
    <div className={styles.chapters}>
      {groups.map((group) => (
        <section key={`${group.name}-${group.courseFrontList[0]?.id ?? ''}`} aria-label={group.name}>
          <h3 className={styles.chapterName}>{group.name}</h3>
          <ul className={styles.bundleCourses}>
            {group.courseFrontList.map((course) => {
              const open = () => go(bundleCourseHref(course.id, group.bundleId));
              return (
                <li key={course.id} className={styles.bundleCourse}>
                  <button
                    type="button"
                    className={styles.bundleCover}
                    onClick={open}
                    aria-label={course.name}
                  >
                    <CoverImage src={course.picCover} alt={course.name} />
                  </button>
                  <div className={styles.bundleInfo}>
                    <h4 className={styles.bundleName}>{course.name}</h4>
                    <span className={styles.bundleCount}>{course.count}节</span>
                  </div>
                  <Button type="primary" ghost onClick={open}>
                    查看课程
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
