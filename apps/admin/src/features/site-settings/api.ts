import { useQuery } from '@tanstack/react-query';
import { adminLegalDetail, adminLegalSave } from '@zhixue/contract';
import { apiQuery, useApiMutation } from '@/lib/api-query';

const LEGAL = ['legal-documents'] as const;

export const useLegalDocuments = () => useQuery(apiQuery(LEGAL, adminLegalDetail, {}));
export const useLegalSave = () => useApiMutation(adminLegalSave, [LEGAL]);
