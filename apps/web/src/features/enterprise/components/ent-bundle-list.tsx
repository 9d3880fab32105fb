import type { BundleGroup } from '@zhixue/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { entCourseHref } from '../lib/ent-links';
import styles from './ent.module.css';

/** Catalog, multi mode: the bundle's groups with their courses; 查看课程 opens /ent/base/{id}?bundleId=. */
export function EntBundleList({ groups }: { groups: BundleGroup[] }) {
  const navigate = useNavigate();
  return (
    <div>
      {groups.map((group) => (
        <section key={`${group.name}-${group.courseFrontList[0]?.id ?? ''}`} aria-label={group.name}>
          <h3 className={styles.heading}>{group.name}</h3>
          <ul className={styles.rows}>
            {group.courseFrontList.map((course) => {
              const open = () => navigate(entCourseHref({ id: course.id, type: 1 }, group.bundleId));
              return (
                <li key={course.id} className={styles.row}>
                  <div className={styles.rowCover}>
                    <CoverImage src={course.picCover} alt={course.name} />
                  </div>
                  <div className={styles.rowMain}>
                    <h4 className={styles.rowTitle}>{course.name}</h4>
                    <span className={styles.rowMeta}>{course.count}节</span>
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
