import { useQuery } from '@tanstack/react-query';
import { adminOrderSearch, type RequestOf } from '@zhixue/contract';
import { apiPageQuery } from '@/lib/api-query';

/** Every order screen reads under this key: a refund or a confirmed transfer changes several. */
export const ORDERS = ['orders'] as const;

export const useOrderSearch = (query: RequestOf<typeof adminOrderSearch>) =>
  useQuery(apiPageQuery(ORDERS, adminOrderSearch, query));
