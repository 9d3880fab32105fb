import { useMutation } from '@tanstack/react-query';
import type { LoginParams } from '@zhixue/contract';
import { useRef } from 'react';
import { useFieldCipher } from '@/lib/crypto';
import { setNewPassword } from '@/lib/identity';
import { setSession } from '@/lib/session';
import { loginWithCode } from './login-with-code';

export interface RecoverPasswordInput {
  mobile: string;
  code: string;
  newPassword: string;
}

/**
 * Password recovery (spec section 4): log in with the SMS code (type 3), keep the session, then set
 * the new password. The caller reloads the page. Codes are single use: if setting the password
 * fails after the login worked, trying again for the same phone reuses that login.
 */
export function useRecoverPassword() {
  const getCipher = useFieldCipher();
  const loggedIn = useRef<{ mobile: string; params: LoginParams } | null>(null);
  return useMutation({
    mutationFn: async (input: RecoverPasswordInput): Promise<LoginParams> => {
      const cipher = await getCipher();
      const mobile = input.mobile.trim();
      if (loggedIn.current?.mobile !== mobile) {
        const params = await loginWithCode({ mobile, code: input.code, type: 3 }, cipher);
        loggedIn.current = { mobile, params };
        setSession(params);
      }
      await setNewPassword(input.newPassword, cipher);
      return loggedIn.current.params;
    },
  });
}
