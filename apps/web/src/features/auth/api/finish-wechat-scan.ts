import { type LoginParams, userBindWx, userLoginWx } from '@zhixue/contract';
import { call } from '@/lib/api';
import { getDeviceId, type WeChatPurpose } from '@/lib/identity';

export type WeChatOutcome =
  | { kind: 'logged-in'; loginParams: LoginParams }
  | { kind: 'needs-phone'; bindTicket: string }
  | { kind: 'bound' };

/**
 * The /user/wxlogin callback's call: a login (`user/login/wx`, answering a session or a ticket for
 * the bind-phone pane) or a binding to the logged-in learner (`user/bind/wx`).
 */
export async function finishWeChatScan(
  purpose: WeChatPurpose,
  code: string,
  state: string,
): Promise<WeChatOutcome> {
  if (purpose === 'bind') {
    await call(userBindWx, { code, state, type: 1 });
    return { kind: 'bound' };
  }
  const answer = await call(userLoginWx, { code, state, deviceId: await getDeviceId(), loginDevice: 'pc' });
  if (answer.loginParams) return { kind: 'logged-in', loginParams: answer.loginParams };
  if (answer.bindTicket) return { kind: 'needs-phone', bindTicket: answer.bindTicket };
  throw new Error('user/login/wx answered neither a session nor a bind ticket');
}
