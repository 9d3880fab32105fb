import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingWaitlistJoin, trainingWaitlistLeave } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `training/waitlist/join` or `leave` for a full term; the camp page is read again for the new place. */
export function useWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ termId, join }: { termId: number; join: boolean }) =>
      join ? call(trainingWaitlistJoin, { termId }) : call(trainingWaitlistLeave, { termId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['camps', 'online'] }),
  });
}
