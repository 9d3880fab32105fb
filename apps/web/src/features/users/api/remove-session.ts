import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSessionRemove } from '@zhixue/contract';
import { call } from '@/lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** 下线: ends one of the learner's other sessions (`user/session/remove`). */
export function removeSession(id: number): Promise<null> {
  return call(userSessionRemove, { id });
}

export function useRemoveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
