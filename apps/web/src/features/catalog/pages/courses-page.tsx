import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { CardGridSkeleton } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { FilterRow } from '@/components/filter-row';
import { LoadFailed } from '@/components/load-failed';
import { PagedCourseGrid } from '@/components/paged-course-grid';
import { courseListParams } from '@/lib/links';
import { isVip, useSession } from '@/lib/session';
import { useCategories } from '../api/get-categories';
import { useCourseList } from '../api/get-course-list';
import {
  CHARGE_OPTIONS,
  changeFilter,
  type ListQuery,
  parseListQuery,
  SORT_OPTIONS,
  TYPE_OPTIONS,
} from '../lib/list-query';
import styles from './courses-page.module.css';

const PAGE_SIZE = 16;

/**
 * /courses and /courses/courses-list: every course and bundle, filtered by category, type, price
 * kind and order. The filters and the page live in the URL query, so a reload or a shared link
 * shows the same list.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const session = useSession();
  const viewerIsVip = isVip(session);
  const categories = useCategories();
  const list = useCourseList(
    {
      pageCurrent: query.page,
      pageSize: PAGE_SIZE,
      categoryId: query.categoryId,
      type: query.type,
      charge: query.charge,
      sort: query.sort,
    },
    session?.id ?? null,
  );

  const update = (next: ListQuery) => {
    setParams(courseListParams(next));
  };
  const categoryOptions = [
    { value: undefined as number | undefined, label: '全部' },
    ...(categories.data ?? []).map((c) => ({ value: c.id as number | undefined, label: c.name })),
  ];
  const data = list.data;
  const filtered = query.categoryId || query.type || query.charge !== 'all';

  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.filters} aria-label="筛选">
        <FilterRow
          label="分类"
          options={categoryOptions}
          value={query.categoryId}
          onChange={(categoryId) => update(changeFilter(query, { categoryId }))}
        />
        <FilterRow
          label="类型"
          options={TYPE_OPTIONS}
          value={query.type}
          onChange={(type) => update(changeFilter(query, { type }))}
        />
        <FilterRow
          label="价格"
          options={CHARGE_OPTIONS}
          value={query.charge}
          onChange={(charge) => update(changeFilter(query, { charge }))}
        />
        <FilterRow
          label="排序"
          options={SORT_OPTIONS}
          value={query.sort}
          onChange={(sort) => update(changeFilter(query, { sort }))}
        />
      </section>

      <section className={styles.results} aria-label="课程列表" aria-busy={list.isFetching}>
        {list.isPending ? <CardGridSkeleton count={8} /> : null}
        {list.isError ? <LoadFailed query={list} fallback="课程加载失败" /> : null}
        {data ? (
          <PagedCourseGrid
            courses={data.list}
            total={data.total}
            page={query.page}
            pageSize={PAGE_SIZE}
            viewerIsVip={viewerIsVip}
            empty={
              <EmptyState text={filtered ? '没有符合条件的课程' : '暂无课程'}>
                {filtered ? (
                  <Button onClick={() => update(parseListQuery(new URLSearchParams()))}>清除筛选</Button>
                ) : null}
              </EmptyState>
            }
            onPageChange={(page) => update({ ...query, page })}
          />
        ) : null}
      </section>
    </div>
  );
}
