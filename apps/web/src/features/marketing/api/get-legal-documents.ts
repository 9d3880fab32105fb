import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LegalDocuments, legalDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** 《用户协议》 and 《隐私政策》 as the operators last saved them. */
export function getLegalDocuments(signal?: AbortSignal): Promise<LegalDocuments> {
  return call(legalDetail, undefined, { signal });
}

export const legalDocumentsQueryOptions = queryOptions({
  queryKey: ['marketing', 'legal-documents'],
  queryFn: ({ signal }) => getLegalDocuments(signal),
});

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions);
}
