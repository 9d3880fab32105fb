import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeReason, userBindMobile, userCheckMobile } from '@zhixue/contract';
import { ApiError, call } from '@/lib/api';
import { useFieldCipher } from '@/lib/crypto';
import { accountQueryOptions } from './get-account';
import { userDetailQueryOptions } from './get-user-detail';

/**
 * Before sending a code to a new phone: is it free for this learner? (`user/check/mobile`). A taken
 * phone stops here with the server's own wording, instead of after the code was typed.
 */
export async function ensureMobileAvailable(encryptedMobile: string): Promise<void> {
  const { available } = await call(userCheckMobile, { mobile: encryptedMobile });
  if (!available) {
    const { code, msg, status } = describeReason('MOBILE_TAKEN');
    throw new ApiError(code, msg, status, { reason: 'MOBILE_TAKEN' });
  }
}

/** `user/bind/mobile`: binds or changes the phone once its code is verified. */
export function useBindMobile() {
  const getCipher = useFieldCipher();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mobile, code }: { mobile: string; code: string }) => {
      const cipher = await getCipher();
      return call(userBindMobile, {
        mobile: cipher.encryptField(mobile.trim()),
        code: cipher.encryptCode(code.trim()),
      });
    },
    // The phone shows in the profile and in 账号安全.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userDetailQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey }),
      ]),
  });
}
