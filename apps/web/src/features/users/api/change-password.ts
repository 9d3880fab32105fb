import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldCipher } from '@/lib/crypto';
import { setNewPassword } from '@/lib/identity';
import { accountQueryOptions } from './get-account';
import { sessionsQueryOptions } from './get-sessions';

/**
 * `user/password/edit`: 账号安全 then shows the password as set, and the device list changes too
 * (the server ends the learner's other sessions).
 */
export function useChangePassword() {
  const getCipher = useFieldCipher();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newPassword: string) => setNewPassword(newPassword, await getCipher()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}
