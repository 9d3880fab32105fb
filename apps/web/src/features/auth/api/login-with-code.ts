import { useMutation } from '@tanstack/react-query';
import { type LoginParams, userLoginMobile } from '@zhixue/contract';
import { call } from '@/lib/api';
import { type FieldCipher, useFieldCipher } from '@/lib/crypto';
import { getDeviceId } from '@/lib/identity';

export interface CodeLoginInput {
  mobile: string;
  code: string;
  /** 3 logs in (registering an unknown phone; also password recovery), 1 binds a WeChat login. */
  type: 1 | 3;
  bindTicket?: string;
  /** The learner ticked 我已阅读并同意《用户协议》《隐私政策》 (needed to register a new phone). */
  agreed?: boolean;
}

/** `user/login/mobile`: phone and padded code encrypted, the device id, always from 'pc'. */
export async function loginWithCode(input: CodeLoginInput, cipher: FieldCipher): Promise<LoginParams> {
  return call(userLoginMobile, {
    mobile: cipher.encryptField(input.mobile.trim()),
    code: cipher.encryptCode(input.code.trim()),
    deviceId: await getDeviceId(),
    loginDevice: 'pc',
    type: input.type,
    ...(input.bindTicket ? { bindTicket: input.bindTicket } : {}),
    ...(input.agreed ? { agreed: true as const } : {}),
  });
}

export function useLoginWithCode() {
  const getCipher = useFieldCipher();
  return useMutation({
    mutationFn: async (input: CodeLoginInput) => loginWithCode(input, await getCipher()),
  });
}
