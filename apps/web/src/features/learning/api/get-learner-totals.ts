import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { learnUserData } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `learn/user/data`: all-time totals, and the study days of `month` (YYYY-MM; the current one without). */
export function getLearnerTotals(month?: string, signal?: AbortSignal) {
  return call(learnUserData, month ? { month } : {}, { signal });
}

export function useLearnerTotals(month?: string) {
  return useQuery({
    queryKey: ['learning', 'totals', month ?? 'current'],
    queryFn: ({ signal }) => getLearnerTotals(month, signal),
    // Switching months keeps the calendar on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
