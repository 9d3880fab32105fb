import { CardGridSkeleton } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PagedCardGrid } from '@/components/paged-course-grid';
import { LIBRARY_PAGE_SIZE, type LibraryQuery, useEntLibrary } from '../api/get-library';
import { EntCourseCard } from './ent-course-card';

interface LibraryGridProps {
  query: LibraryQuery;
  empty: string;
  onPageChange: (page: number) => void;
}

/** A page of the enterprise library as cards, with its pager, loading and failure states. */
export function LibraryGrid({ query, empty, onPageChange }: LibraryGridProps) {
  const library = useEntLibrary(query);
  if (library.isPending) return <CardGridSkeleton count={8} />;
  if (library.isError) return <LoadFailed query={library} fallback="课程加载失败" />;
  return (
    <PagedCardGrid
      count={library.data.list.length}
      total={library.data.total}
      page={query.page}
      pageSize={LIBRARY_PAGE_SIZE}
      empty={<EmptyState text={empty} />}
      onPageChange={onPageChange}
    >
      {library.data.list.map((course) => (
        <EntCourseCard key={course.id} course={course} />
      ))}
    </PagedCardGrid>
  );
}
