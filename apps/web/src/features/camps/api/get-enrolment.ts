import { useQuery } from '@tanstack/react-query';
import {
  trainingTrialUserDetail,
  trainingUserCert,
  trainingUserDetail,
  trainingUserRank,
} from '@zhixue/contract';
import { call } from '@/lib/api';

/** The study plan of one of the learner's enrolments (training/user/detail). */
export const useEnrolmentPlan = (trainingUserId: number) =>
  useQuery({
    queryKey: ['camps', 'enrolment', trainingUserId],
    queryFn: ({ signal }) => call(trainingUserDetail, { trainingUserId }, { signal }),
    meta: { silentError: true },
    retry: false,
  });

/** The learner's trial plan of a trial camp (training/trial/user/detail). */
export const useTrialPlan = (trainingId: number) =>
  useQuery({
    queryKey: ['camps', 'trial-plan', trainingId],
    queryFn: ({ signal }) => call(trainingTrialUserDetail, { id: trainingId }, { signal }),
    meta: { silentError: true },
    retry: false,
  });

/** The term's rank around the learner (training/v2/user/rank). */
export const useRank = (trainingUserId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['camps', 'rank', trainingUserId],
    queryFn: ({ signal }) => call(trainingUserRank, { trainingUserId }, { signal }),
    enabled,
    meta: { silentError: true },
    retry: false,
  });

/** The term's certificate when earned, else what is left (training/v2/user/cert). */
export const useEnrolmentCertificate = (trainingUserId: number) =>
  useQuery({
    queryKey: ['camps', 'certificate', trainingUserId],
    queryFn: ({ signal }) => call(trainingUserCert, { trainingUserId }, { signal }),
    meta: { silentError: true },
    retry: false,
  });
