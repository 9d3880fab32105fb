import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FilterRow } from '@/components/filter-row';
import { isMissing } from '@/lib/api';
import { useYoukeCourses } from '../api/get-youke-courses';
import { useYoukeLists } from '../api/get-youke-lists';
import { useYoukeProjects } from '../api/get-youke-projects';
import { YoukeCourseGrid } from '../components/youke-course-grid';
import { YoukeTopBar } from '../components/youke-top-bar';
import { parseYoukeListQuery } from '../lib/list-query';
import { type YoukeListTarget, youkeListParams } from '../lib/youke-links';
import styles from './youke-pages.module.css';

/** Three rows of the four-column grid. */
const PAGE_SIZE = 12;

/**
 * /youke/list?projectId=&listId=&page=: the free-trial courses of a project, of one of its lists,
 * or all of them, paged. The choice lives in the address so that a reload or a shared link keeps it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = parseYoukeListQuery(params);
  const projects = useYoukeProjects();
  const lists = useYoukeLists(query.projectId);
  const courses = useYoukeCourses({
    projectId: query.projectId,
    listId: query.listId,
    pageCurrent: query.page,
    pageSize: PAGE_SIZE,
  });

  const go = (target: YoukeListTarget) => setParams(youkeListParams(target));
  const project = projects.data?.find((p) => p.id === query.projectId);
  const list = lists.data?.find((l) => l.id === query.listId);
  const title = [project?.name, list?.name].filter(Boolean).join(' · ') || '全部试学课程';
  const unknownList = courses.isError && isMissing(courses.error);

  const projectOptions = [
    { value: undefined as number | undefined, label: '全部' },
    ...(projects.data ?? []).map((p) => ({ value: p.id as number | undefined, label: p.name })),
  ];
  const listOptions = [
    { value: undefined as number | undefined, label: '全部' },
    ...(lists.data ?? []).map((l) => ({ value: l.id as number | undefined, label: l.name })),
  ];

  return (
    <div className={styles.site}>
      <YoukeTopBar title="试学课程" />
      <div className="zx-container">
        <header className={styles.listHead}>
          <h2 className={styles.listTitle}>{title}</h2>
          <p className={styles.listIntro}>
            {project?.intro ?? '精选职场与培训课程，全部章节免费试学，无需登录'}
          </p>
        </header>
        {projects.data && projects.data.length > 0 ? (
          <section className={styles.filters} aria-label="筛选">
            <FilterRow
              label="项目"
              options={projectOptions}
              value={query.projectId}
              onChange={(projectId) => go({ projectId })}
            />
            {query.projectId && lists.data && lists.data.length > 0 ? (
              <FilterRow
                label="专题"
                options={listOptions}
                value={query.listId}
                onChange={(listId) => go({ projectId: query.projectId, listId })}
              />
            ) : null}
          </section>
        ) : null}
        {courses.data && courses.data.total > 0 ? (
          <p className={styles.summary}>
            共 <strong>{courses.data.total}</strong> 门免费课程
          </p>
        ) : null}
        {unknownList ? (
          <EmptyState text="该专题不存在或已下架">
            <Button onClick={() => go({})}>查看全部试学课程</Button>
          </EmptyState>
        ) : (
          <YoukeCourseGrid
            query={courses}
            skeletonCount={8}
            emptyText="暂无试学课程"
            onPageChange={(page) => go({ ...query, page })}
          />
        )}
      </div>
    </div>
  );
}
