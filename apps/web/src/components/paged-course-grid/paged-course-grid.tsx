import type { CourseCard as CourseCardData } from '@zhixue/contract';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { CardGrid, CourseCard } from '@/components/course-card';
import styles from './paged-course-grid.module.css';

interface PagedCourseGridProps {
  /** One page of courses. */
  courses: CourseCardData[];
  /** All courses over all pages. */
  total: number;
  page: number;
  pageSize: number;
  viewerIsVip: boolean;
  /** Shown instead of the grid when the page has no course. */
  empty: ReactNode;
  onPageChange: (page: number) => void;
}

/**
 * A page of a course list as a card grid, with the pager under it (hidden for a single page).
 * Turning the page goes back to the top of the window. Kept apart from course-card because it
 * needs antd, which the home page's first load goes without.
 */
export function PagedCourseGrid({ courses, viewerIsVip, ...paging }: PagedCourseGridProps) {
  return (
    <PagedCardGrid count={courses.length} {...paging}>
      {courses.map((course) => (
        <CourseCard key={`${course.type}-${course.id}`} course={course} viewerIsVip={viewerIsVip} />
      ))}
    </PagedCardGrid>
  );
}

interface PagedCardGridProps extends Omit<PagedCourseGridProps, 'courses' | 'viewerIsVip' | 'onPageChange'> {
  /** Cards on this page; with none, `empty` shows instead. */
  count: number;
  /** Without it, no pager: a list that shows only its first page (a trial project's preview, say). */
  onPageChange?: (page: number) => void;
  children: ReactNode;
}

/** The same for any kind of card (camps, trial courses). */
export function PagedCardGrid({
  count,
  total,
  page,
  pageSize,
  empty,
  onPageChange,
  children,
}: PagedCardGridProps) {
  if (count === 0) return empty;
  return (
    <>
      <CardGrid>{children}</CardGrid>
      {onPageChange ? (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => {
            onPageChange(next);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </>
  );
}
