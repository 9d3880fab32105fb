import { queryOptions, useQuery } from '@tanstack/react-query';
import { entExamPaperDetail, examPaperDetail } from '@zhixue/contract';
import { call } from '@/lib/api';
import { examDeviceId } from '../lib/exam-device';
import type { ExamSite } from '../lib/exam-site';

/**
 * `exam/paper/detail`: the attempt in progress (resumed, or started by this call) when `attemptId`
 * is absent, else that attempt (the result page). Never refetched behind the learner's back: the
 * page holds the answers being typed. A start or resume names this browser's device: an attempt
 * is sat on the device that started it.
 */
export function attemptPaperQueryOptions(site: ExamSite, examId: number, attemptId?: number) {
  return queryOptions({
    queryKey: ['exams', 'paper', site, examId, attemptId ?? 'current'],
    queryFn: ({ signal }) =>
      call(
        site === 'enterprise' ? entExamPaperDetail : examPaperDetail,
        { id: examId, ...(attemptId ? { attemptId } : { deviceId: examDeviceId() }) },
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    enabled: examId > 0,
    meta: { silentError: true },
  });
}

export function useAttemptPaper(site: ExamSite, examId: number, attemptId?: number) {
  return useQuery(attemptPaperQueryOptions(site, examId, attemptId));
}
