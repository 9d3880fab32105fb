import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldCipher } from '@/lib/crypto';
import { setNewPassword } from '@/lib/identity';
import { sessionsQueryOptions } from './get-sessions';
import { userDetailQueryOptions } from './get-user-detail';

/** `user/password/edit`; the server ends the learner's other sessions, so the device list changes too. */
export function useChangePassword() {
  const getCipher = useFieldCipher();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newPassword: string) => setNewPassword(newPassword, await getCipher()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userDetailQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}
