import { SEARCH_TEXT_MAX } from '@zhixue/contract';
import { Button, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { PagedCourseGrid } from '@/components/paged-course-grid';
import { isVip, useSession } from '@/lib/session';
import { useSearchCourses } from '../api/search-courses';
import styles from './search-page.module.css';
import { parseSearchQuery, SEARCH_TABS, type SearchQuery, searchQueryToParams } from './search-query';

const PAGE_SIZE = 16;

/** /course/search: the header search's results, as 课程 (single courses) and 套餐 (bundles). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseSearchQuery(params);
  const session = useSession();
  const keyword = Array.from(query.searchValue).slice(0, SEARCH_TEXT_MAX).join('');
  const type = SEARCH_TABS[query.tab].type;
  const list = useSearchCourses(
    { keyword: keyword || undefined, type, pageCurrent: query.page, pageSize: PAGE_SIZE },
    session?.id ?? null,
  );
  const update = (next: SearchQuery) => setParams(searchQueryToParams(next));
  const data = keyword ? list.data : undefined;

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
          onChange={(key) => update({ ...query, tab: key === '1' ? 1 : 0, page: 1 })}
          items={SEARCH_TABS.map((t) => ({ key: String(t.tab), label: t.label }))}
        />
        {!keyword ? (
          <EmptyState text="请输入搜索内容">
            <Button onClick={() => navigate('/courses')}>浏览全部课程</Button>
          </EmptyState>
        ) : list.isPending ? (
          <CardGridSkeleton count={8} />
        ) : list.isError ? (
          <EmptyState text="搜索失败">
            <Button onClick={() => void list.refetch()} loading={list.isFetching}>
              重新搜索
            </Button>
          </EmptyState>
        ) : data ? (
          <PagedCourseGrid
            courses={data.list}
            total={data.total}
            page={query.page}
            pageSize={PAGE_SIZE}
            viewerIsVip={isVip(session)}
            empty={
              <EmptyState text={`没有找到与“${keyword}”相关的${SEARCH_TABS[query.tab].label}`}>
                <Button onClick={() => navigate('/courses')}>浏览全部课程</Button>
              </EmptyState>
            }
            onPageChange={(page) => update({ ...query, page })}
          />
        ) : null}
      </section>
    </div>
  );
}
