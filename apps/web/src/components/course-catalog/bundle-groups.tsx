import type { BundleGroup } from '@zhixue/contract';
import { Button } from 'antd';
import { CoverImage } from '@/components/course-card/cover-image';
import styles from './course-catalog.module.css';

interface BundleGroupsProps {
  groups: BundleGroup[];
  /** Opens one of the bundle's courses; the site decides where and who may go there. */
  onOpen: (courseId: number, bundleId: number) => void;
}

/** Catalog, multi mode: each group of the bundle with its courses, each opened by 查看课程. */
export function BundleGroups({ groups, onOpen }: BundleGroupsProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={`${group.name}-${group.courseFrontList[0]?.id ?? ''}`} aria-label={group.name}>
          <h3 className={styles.groupName}>{group.name}</h3>
          <ul className={styles.courses}>
            {group.courseFrontList.map((course) => {
              const open = () => onOpen(course.id, group.bundleId);
              return (
                <li key={course.id} className={styles.course}>
                  <button type="button" className={styles.cover} onClick={open} aria-label={course.name}>
                    <CoverImage src={course.picCover} alt={course.name} />
                  </button>
                  <div className={styles.info}>
                    <h4 className={styles.name}>{course.name}</h4>
                    <span className={styles.count}>{course.count}节</span>
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
