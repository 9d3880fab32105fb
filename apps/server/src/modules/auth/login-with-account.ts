import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../platform/crypto/index.js';
import { AppError } from '../../platform/http/index.js';
import { assertWithinLimits, enforceLimits, type LimitRule, resetLimits } from '../../platform/rate-limit.js';
import { completeLogin, findUserByAccount } from './accounts.js';
import { type AuthDeps, describeClient } from './auth-deps.js';

const WINDOW_SECONDS = 15 * 60;

/** Failed logins are limited per account and per address, so passwords cannot be guessed at speed. */
function failureLimits(account: string, ip: string): LimitRule[] {
  return [
    {
      key: `login:account:${account}`,
      limit: 10,
      windowSeconds: WINDOW_SECONDS,
      reason: 'PASSWORD_LOCKED',
    },
    {
      key: `login:ip:${ip}`,
      limit: 50,
      windowSeconds: WINDOW_SECONDS,
      reason: 'LOGIN_TOO_FREQUENT',
    },
  ];
}

export async function loginWithAccount(
  deps: AuthDeps,
  input: { account: string; password: string },
  request: FastifyRequest,
) {
  const account = deps.credentials.account(input.account);
  const password = deps.credentials.password(input.password);
  const limits = failureLimits(account, request.ip);
  const user = await findUserByAccount(deps.db, account);
  // Same answer and same work whether the account is unknown or the password wrong.
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid) {
    await enforceLimits(deps.cache, limits);
    throw new AppError('LOGIN_FAILED');
  }
  // A correct password still waits out a lock earned by earlier failures.
  await assertWithinLimits(deps.cache, limits);
  await resetLimits(deps.cache, [limits[0]?.key ?? '']);
  return deps.db.transaction(async (tx) => {
    const token = await deps.sessions.create(tx, { userId: user.id, ...describeClient(request) });
    return completeLogin(tx, user, token, false);
  });
}
