import type { UseQueryResult } from '@tanstack/react-query';
import type { Page, YoukeCard as YoukeCardData } from '@zhixue/contract';
import { CardGridSkeleton, YoukeCard } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PagedCardGrid } from '@/components/paged-course-grid';
import styles from './youke-course-grid.module.css';

interface YoukeCourseGridProps {
  query: UseQueryResult<Page<YoukeCardData>>;
  /** Cards drawn while the first page loads. */
  skeletonCount: number;
  emptyText: string;
  /** With it, a pager under the grid (hidden for a single page); it also scrolls back to the top. */
  onPageChange?: (page: number) => void;
}

/** A page of free-trial courses as cards, with its loading, failed and empty states. */
export function YoukeCourseGrid({ query, skeletonCount, emptyText, onPageChange }: YoukeCourseGridProps) {
  if (query.isPending) return <CardGridSkeleton count={skeletonCount} />;
  if (query.isError) {
    return <LoadFailed compact query={query} fallback="课程加载失败" />;
  }
  const { list, total, pageCurrent, pageSize } = query.data;
  return (
    <div className={query.isPlaceholderData ? styles.turning : undefined} aria-busy={query.isPlaceholderData}>
      <PagedCardGrid
        count={list.length}
        total={total}
        page={pageCurrent}
        pageSize={pageSize}
        empty={<EmptyState compact text={emptyText} />}
        onPageChange={onPageChange}
      >
        {list.map((course) => (
          <YoukeCard key={course.id} course={course} newTab={false} />
        ))}
      </PagedCardGrid>
    </div>
  );
}
