import type { YoukeProject } from '@zhixue/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterRow } from '@/components/filter-row';
import { ChevronRightIcon } from '@/components/icons';
import { useYoukeCourses } from '../api/get-youke-courses';
import { useYoukeLists } from '../api/get-youke-lists';
import { youkeListHref } from '../lib/youke-links';
import styles from './project-section.module.css';
import { YoukeCourseGrid } from './youke-course-grid';

/** Cards per project on the landing page: one row of the 1240px grid. */
const SHELF_SIZE = 4;

/**
 * One project on the landing page: its name and introduction, its lists to narrow the shelf, one
 * row of its courses and 查看全部 into the list page (with the chosen list).
 */
export function ProjectSection({ project }: { project: YoukeProject }) {
  const [listId, setListId] = useState<number | undefined>();
  const lists = useYoukeLists(project.id);
  const courses = useYoukeCourses({ projectId: project.id, listId, pageCurrent: 1, pageSize: SHELF_SIZE });
  const listOptions = [
    { value: undefined as number | undefined, label: '全部' },
    ...(lists.data ?? []).map((list) => ({ value: list.id as number | undefined, label: list.name })),
  ];
  const total = courses.data?.total;

  return (
    <section className={styles.section} aria-label={project.name}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h2 className={styles.title}>{project.name}</h2>
          {total !== undefined ? <span className={styles.total}>{total}门免费课</span> : null}
        </div>
        <p className={styles.intro}>{project.intro}</p>
        <Link to={youkeListHref({ projectId: project.id, listId })} className={styles.more}>
          查看全部
          <ChevronRightIcon />
        </Link>
      </header>
      {lists.data && lists.data.length > 0 ? (
        <div className={styles.lists}>
          <FilterRow label="专题" options={listOptions} value={listId} onChange={setListId} />
        </div>
      ) : null}
      <YoukeCourseGrid query={courses} skeletonCount={SHELF_SIZE} emptyText="该专题暂无课程" />
    </section>
  );
}
