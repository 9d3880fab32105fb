import { useQuery } from '@tanstack/react-query';
import { adminGradingQueue, type RequestOf } from '@zhixue/contract';
import { apiPageQuery } from '@/lib/api-query';

export const GRADING_QUEUE = ['grading-queue'] as const;

export const useGradingQueue = (query: RequestOf<typeof adminGradingQueue>) =>
  useQuery(apiPageQuery(GRADING_QUEUE, adminGradingQueue, query));
