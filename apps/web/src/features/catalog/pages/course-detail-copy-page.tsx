import { useSearchParams } from 'react-router';
import { parseId } from '@/lib/parse-id';
import { CourseDetail } from './course-detail-page';

/**
 * /course/base/id_copy?id=&bundleId=: the spec's static copy of the course detail route
 * /course/base/:id. Its path has no room for the id, so the query carries it; the page is the
 * course detail itself, with the same calls, buy bar and links (which lead to the canonical
 * addresses). See docs/decisions/0018-course-detail-copy-route.md.
 */
export function Component() {
  const [search] = useSearchParams();
  return <CourseDetail id={parseId(search.get('id'))} bundleId={parseId(search.get('bundleId'))} />;
}
