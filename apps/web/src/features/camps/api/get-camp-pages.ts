import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingOfflineDetail, trainingOnlineDetail, trainingTrialDetail } from '@zhixue/contract';
import { call } from '@/lib/api';

/** The three camp pages' calls; the viewer is part of the key: the answer holds their enrolments. */
export const onlineCampQueryOptions = (id: number, viewer: number | null) =>
  queryOptions({
    queryKey: ['camps', 'online', id, viewer],
    queryFn: ({ signal }) => call(trainingOnlineDetail, { id }, { signal }),
    meta: { silentError: true },
    retry: false,
  });

export const useOnlineCamp = (id: number, viewer: number | null) =>
  useQuery(onlineCampQueryOptions(id, viewer));

export const useOfflineCamp = (id: number, viewer: number | null) =>
  useQuery({
    queryKey: ['camps', 'offline', id, viewer],
    queryFn: ({ signal }) => call(trainingOfflineDetail, { id }, { signal }),
    meta: { silentError: true },
    retry: false,
  });

export const useTrialCamp = (id: number, viewer: number | null) =>
  useQuery({
    queryKey: ['camps', 'trial', id, viewer],
    queryFn: ({ signal }) => call(trainingTrialDetail, { id }, { signal }),
    meta: { silentError: true },
    retry: false,
  });
