import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userExamList } from '@zhixue/contract';
import { call } from '@/lib/api';

export const MY_EXAMS_PAGE_SIZE = 10;

/** `user/exam/list`: every exam the learner has sat, the latest first. */
export function myExamsQueryOptions(pageCurrent: number) {
  return queryOptions({
    queryKey: ['exams', 'mine', pageCurrent],
    queryFn: ({ signal }) => call(userExamList, { pageCurrent, pageSize: MY_EXAMS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useMyExams(pageCurrent: number) {
  return useQuery(myExamsQueryOptions(pageCurrent));
}
