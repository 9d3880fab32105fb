import { useQuery } from '@tanstack/react-query';
import { adminLearnerSearch, adminLearnerVipGrant, type RequestOf } from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const LEARNERS = ['learners'] as const;

export const useLearnerSearch = (query: RequestOf<typeof adminLearnerSearch>) =>
  useQuery(apiPageQuery(LEARNERS, adminLearnerSearch, query));
export const useLearnerVipGrant = () => useApiMutation(adminLearnerVipGrant, [LEARNERS]);
