import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { learnLearningList, learnUserCourseList } from '@zhixue/contract';
import { call } from '@/lib/api';

/** The personal centre's two lists: recently studied, and every course the learner owns. */
export type StudyList = 'recent' | 'owned';

export function getStudyList(list: StudyList, pageCurrent: number, pageSize: number, signal?: AbortSignal) {
  const endpoint = list === 'recent' ? learnLearningList : learnUserCourseList;
  return call(endpoint, { pageCurrent, pageSize }, { signal });
}

export function useStudyList(list: StudyList, pageCurrent: number, pageSize: number) {
  return useQuery({
    queryKey: ['learning', list, pageCurrent, pageSize],
    queryFn: ({ signal }) => getStudyList(list, pageCurrent, pageSize, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
