import { useMutation } from '@tanstack/react-query';
import { type LoginParams, userLoginAccount } from '@zhixue/contract';
import { call } from '@/lib/api';
import { type FieldCipher, useFieldCipher } from '@/lib/crypto';
import { getDeviceId } from '@/lib/identity';

export interface AccountLoginInput {
  account: string;
  password: string;
}

/** `user/login/account`: account and password encrypted (spec section 5). */
export async function loginWithAccount(input: AccountLoginInput, cipher: FieldCipher): Promise<LoginParams> {
  return call(userLoginAccount, {
    account: cipher.encryptField(input.account.trim()),
    password: cipher.encryptField(input.password),
    deviceId: await getDeviceId(),
    loginDevice: 'pc',
  });
}

export function useLoginWithAccount() {
  const getCipher = useFieldCipher();
  return useMutation({
    mutationFn: async (input: AccountLoginInput) => loginWithAccount(input, await getCipher()),
  });
}
