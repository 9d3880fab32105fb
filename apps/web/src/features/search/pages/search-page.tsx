import { SEARCH_TEXT_MAX } from '@zhixue/contract';
import { Button, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton, TrainingCard } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { PagedCardGrid, PagedCourseGrid } from '@/components/paged-course-grid';
import { keep, readKept } from '@/lib/kept-state';
import { isVip, useSession } from '@/lib/session';
import { useSearchCourses } from '../api/search-courses';
import { useSearchTrainings } from '../api/search-trainings';
import styles from './search-page.module.css';
import {
  keptSearchTab,
  parseSearchQuery,
  parseSearchTab,
  SEARCH_TAB_KEY,
  SEARCH_TABS,
  type SearchQuery,
  searchQueryToParams,
} from './search-query';

const PAGE_SIZE = 16;

/** /course/search: the header search's results, as 课程 (single courses), 套餐 (bundles) and 训练营 (camps). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseSearchQuery(params, keptSearchTab(readKept(SEARCH_TAB_KEY)));
  const session = useSession();
  const keyword = Array.from(query.searchValue).slice(0, SEARCH_TEXT_MAX).join('');
  const { type, label } = SEARCH_TABS[query.tab];
  const paging = { pageCurrent: query.page, pageSize: PAGE_SIZE };
  const courseList = useSearchCourses(
    { keyword: keyword || undefined, type: type === 8 ? undefined : type, ...paging },
    session?.id ?? null,
    type !== 8,
  );
  const campList = useSearchTrainings({ keyword, ...paging }, type === 8);
  const list = type === 8 ? campList : courseList;
  const update = (next: SearchQuery) => setParams(searchQueryToParams(next));
  const data = keyword ? list.data : undefined;

  const browse =
    type === 8 ? (
      <Button onClick={() => navigate('/trainingCamp')}>浏览全部训练营</Button>
    ) : (
      <Button onClick={() => navigate('/courses')}>浏览全部课程</Button>
    );
  const grid = {
    total: data?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    empty: <EmptyState text={`没有找到与“${keyword}”相关的${label}`}>{browse}</EmptyState>,
    onPageChange: (page: number) => update({ ...query, page }),
  };

  return (
    <div className={`zx-container ${styles.page}`}>
      <h1 className={styles.title}>
        {keyword ? (
          <>
            搜索“<em className={styles.keyword}>{keyword}</em>”的结果
            {data ? <span className={styles.total}>共 {data.total} 个</span> : null}
          </>
        ) : (
          '搜索结果'
        )}
      </h1>
      <section className={styles.panel}>
        <Tabs
          activeKey={String(query.tab)}
          onChange={(key) => {
            const tab = parseSearchTab(key);
            keep(SEARCH_TAB_KEY, tab);
            update({ ...query, tab, page: 1 });
          }}
          items={SEARCH_TABS.map((t) => ({ key: String(t.tab), label: t.label }))}
        />
        {!keyword ? (
          <EmptyState text="请输入搜索内容">{browse}</EmptyState>
        ) : list.isPending ? (
          <CardGridSkeleton count={8} />
        ) : list.isError ? (
          <EmptyState text="搜索失败">
            <Button onClick={() => void list.refetch()} loading={list.isFetching}>
              重新搜索
            </Button>
          </EmptyState>
        ) : type === 8 && campList.data ? (
          <PagedCardGrid count={campList.data.list.length} {...grid}>
            {campList.data.list.map((camp) => (
              <TrainingCard key={camp.id} camp={camp} />
            ))}
          </PagedCardGrid>
        ) : type !== 8 && courseList.data ? (
          <PagedCourseGrid courses={courseList.data.list} viewerIsVip={isVip(session)} {...grid} />
        ) : null}
      </section>
    </div>
  );
}
