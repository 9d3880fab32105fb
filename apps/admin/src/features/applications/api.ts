import { useQuery } from '@tanstack/react-query';
import {
  adminCityCenterApplicationApprove,
  adminCityCenterApplicationList,
  adminCityCenterApplicationReject,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const APPLICATIONS = ['city-center-applications'] as const;

export const useApplicationList = (query: RequestOf<typeof adminCityCenterApplicationList>) =>
  useQuery(apiPageQuery(APPLICATIONS, adminCityCenterApplicationList, query));
export const useApproveApplication = () => useApiMutation(adminCityCenterApplicationApprove, [APPLICATIONS]);
export const useRejectApplication = () => useApiMutation(adminCityCenterApplicationReject, [APPLICATIONS]);
