import { useQuery } from '@tanstack/react-query';
import { adminAuditSearch, type RequestOf } from '@zhixue/contract';
import { apiPageQuery } from '@/lib/api-query';

export const useAuditSearch = (query: RequestOf<typeof adminAuditSearch>) =>
  useQuery(apiPageQuery(['audit'], adminAuditSearch, query));
