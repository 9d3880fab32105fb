import { queryOptions, useQuery } from '@tanstack/react-query';
import { entExamDetail, examDetail } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { ExamSite } from '../lib/exam-site';

/** `exam/detail` of either site: the exam with the learner's attempts. */
export function examDetailQueryOptions(site: ExamSite, examId: number) {
  return queryOptions({
    queryKey: ['exams', 'detail', site, examId],
    queryFn: ({ signal }) =>
      call(site === 'enterprise' ? entExamDetail : examDetail, { id: examId }, { signal }),
    enabled: examId > 0,
    meta: { silentError: true },
  });
}

export function useExamDetail(site: ExamSite, examId: number) {
  return useQuery(examDetailQueryOptions(site, examId));
}
