import { useMutation } from '@tanstack/react-query';
import { type CheckinSession, trainingCheckin } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `training/checkin`: the learner opened the trainer's QR link; the page shows a refusal itself. */
export const useCheckIn = () =>
  useMutation({
    mutationFn: (request: CheckinSession & { token: string }) => call(trainingCheckin, request),
    meta: { silentError: true },
  });
