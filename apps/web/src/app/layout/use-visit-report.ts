import { visitReport } from '@zhixue/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call } from '@/lib/api';
import { visitorId } from '@/lib/visitor';

/**
 * Reports each page the learner opens (a new path, not a change of its query) to the server's
 * page-view count, which the console's dashboard shows: the site's own record, no third-party
 * analytics. In the background, and a report that fails is dropped: it must never disturb the page.
 */
export function useVisitReport(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per path the learner opens.
  useEffect(() => {
    call(visitReport, { visitorId: visitorId() }, { background: true }).catch(() => undefined);
  }, [pathname]);
}
