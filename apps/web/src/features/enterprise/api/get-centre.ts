import { useQuery } from '@tanstack/react-query';
import {
  entHomeLearnUserRank,
  entHomeStatistics,
  entLearnLearningListAll,
  entLearnLearningTop,
} from '@zhixue/contract';
import { call } from '@/lib/api';

/** `home/statistics`: the learner's figures, from the daily roll-ups. */
export function useEntStatistics() {
  return useQuery({
    queryKey: ['ent', 'statistics'],
    queryFn: ({ signal }) => call(entHomeStatistics, {}, { signal }),
  });
}

/** `learn/learning/top`: the enterprise's learners with the most study time. */
export function useEntTopLearners(limit = 10) {
  return useQuery({
    queryKey: ['ent', 'top', limit],
    queryFn: ({ signal }) => call(entLearnLearningTop, { limit }, { signal }),
  });
}

/** `home/learn/user/rank`: the learner's own place. */
export function useEntRank() {
  return useQuery({
    queryKey: ['ent', 'rank'],
    queryFn: ({ signal }) => call(entHomeLearnUserRank, {}, { signal }),
  });
}

/** `learn/learning/list/all`: the learner's library courses, most recent first. */
export function useEntLearningRecord(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['ent', 'record', page, pageSize],
    queryFn: ({ signal }) => call(entLearnLearningListAll, { pageCurrent: page, pageSize }, { signal }),
  });
}
