import { MobileLoginTypes } from '@zhixue/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/index.js';
import { SmsDeliveryError } from '../../platform/sms/index.js';
import { currentLegalVersion } from '../marketing/index.js';
import { recordConsent } from '../users/index.js';
import * as usersTables from '../users/tables.js';
import { completeLogin, findOrRegisterByMobile, findUserByMobile } from './accounts.js';
import { type AuthDeps, describeClient } from './auth-deps.js';
import { ensureBindTicket, linkWeChat, takeBindTicket } from './login-with-wechat.js';

const { users } = usersTables;

export async function sendLoginCode(deps: AuthDeps, encryptedMobile: string, request: FastifyRequest) {
  const mobile = deps.credentials.mobile(encryptedMobile);
  const code = await deps.smsCodes.issue(mobile, request.ip);
  try {
    await deps.sms.sender.sendCode(mobile, code);
  } catch (error) {
    await deps.smsCodes.discard(mobile);
    if (error instanceof SmsDeliveryError) {
      request.log.warn({ err: error, mobile }, 'sms delivery failed');
      throw new AppError('SMS_SEND_FAILED');
    }
    throw error;
  }
  return null;
}

interface MobileLogin {
  mobile: string;
  code: string;
  type: 1 | 3;
  bindTicket?: string | undefined;
  agreed?: true | undefined;
}

/**
 * Type 3 logs in with a code, registering an unknown phone (also the first step of password
 * recovery). Type 1 finishes a WeChat login whose WeChat account had no phone yet: the phone's
 * learner (new or existing) is linked to that WeChat identity.
 */
export async function loginWithMobile(deps: AuthDeps, input: MobileLogin, request: FastifyRequest) {
  const mobile = deps.credentials.mobile(input.mobile);
  const code = deps.credentials.code(input.code);
  const ticket =
    input.type === MobileLoginTypes.BIND_WECHAT ? await ensureBindTicket(deps, input.bindTicket) : null;
  // Refused before the code is spent, so that the learner may tick the box and send the same code.
  if (!input.agreed && !(await findUserByMobile(deps.db, mobile))) throw new AppError('CONSENT_REQUIRED');
  await deps.smsCodes.verify(mobile, code);
  const wechat = ticket ? await takeBindTicket(deps, ticket) : null;
  return deps.db.transaction(async (tx) => {
    const { user, isNewUser } = await findOrRegisterByMobile(tx, mobile);
    if (input.agreed) await recordConsent(tx, user.id, await currentLegalVersion(tx));
    if (wechat) await linkWeChat(tx, user.id, wechat);
    const token = await deps.sessions.create(tx, { userId: user.id, ...describeClient(request) });
    return completeLogin(tx, user, token, isNewUser);
  });
}

/** Before an enterprise code login: the phone must belong to an enterprise learner (spec: 非企业学员). */
export async function checkEnterpriseMobile(deps: AuthDeps, encryptedMobile: string) {
  const mobile = deps.credentials.mobile(encryptedMobile);
  const [learner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), isNotNull(users.entId)));
  if (!learner) throw new AppError('NOT_ENTERPRISE_LEARNER');
  return null;
}
