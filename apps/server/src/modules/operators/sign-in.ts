import { OPERATOR_ROLES, type OperatorProfile, type OperatorRole, ROLE_PERMISSIONS } from '@zhixue/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Cache } from '../../platform/cache/index.js';
import { keyedHash, newToken, verifyPassword } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { assertWithinLimits, enforceLimits, type LimitRule, resetLimits } from '../../platform/rate-limit.js';
import type { OperatorSessions } from './operator-sessions.js';
import { acceptedStep, newEnrolment, type SecretBox } from './second-factor.js';
import * as tables from './tables.js';

const { operators } = tables;

const LOCK_SECONDS = 15 * 60;
const TICKET_SECONDS = 5 * 60;

export interface SignInDeps {
  db: Database;
  cache: Cache;
  sessions: OperatorSessions;
  secrets: SecretBox;
  operatorSecret: string;
  /** Sign-in steps one address may take in the lock window (OPERATOR_SIGN_IN_PER_ADDRESS). */
  attemptsPerAddress: number;
}

/** What the password step leaves for the code step, under the ticket's hash. */
interface Ticket {
  operatorId: number;
  /** A secret being enrolled: saved only once a code from it is confirmed. */
  enrolSecret: string | null;
}

/** Five wrong passwords or codes lock the account for 15 minutes. */
const lockRule = (operatorId: number): LimitRule => ({
  key: `operator:failures:${operatorId}`,
  limit: 5,
  windowSeconds: LOCK_SECONDS,
  reason: 'OPERATOR_LOCKED',
});

/** Attempts of either step, whatever their outcome, per address. */
const addressRule = (deps: SignInDeps, ip: string): LimitRule => ({
  key: `operator:sign-in:ip:${ip}`,
  limit: deps.attemptsPerAddress,
  windowSeconds: LOCK_SECONDS,
  reason: 'OPERATOR_SIGN_IN_TOO_FREQUENT',
});

/** Password attempts per account name, known or not. */
const accountRule = (account: string): LimitRule => ({
  key: `operator:sign-in:account:${account}`,
  limit: 20,
  windowSeconds: LOCK_SECONDS,
  reason: 'OPERATOR_SIGN_IN_TOO_FREQUENT',
});

export async function signIn(
  deps: SignInDeps,
  input: { account: string; password: string },
  request: FastifyRequest,
) {
  await enforceLimits(deps.cache, [addressRule(deps, request.ip), accountRule(input.account)]);
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(eq(operators.account, input.account))
    .limit(1);
  // Same work and answer for an unknown account, a wrong password and a disabled operator.
  const valid = await verifyPassword(input.password, operator?.passwordHash ?? null);
  if (!operator) throw new AppError('OPERATOR_SIGN_IN_FAILED');
  const lock = lockRule(operator.id);
  await assertWithinLimits(deps.cache, [lock]);
  if (!valid || operator.disabled) {
    if (!valid) await enforceLimits(deps.cache, [lock]);
    throw new AppError('OPERATOR_SIGN_IN_FAILED');
  }
  const enrolment = operator.totpSecret === null ? newEnrolment(operator.account) : null;
  const ticket = newToken();
  const stored: Ticket = { operatorId: operator.id, enrolSecret: enrolment?.secret ?? null };
  await deps.cache.set(ticketKey(deps, ticket), JSON.stringify(stored), TICKET_SECONDS);
  return { ticket, enrolment };
}

/** The code step: opens the session and answers the operator's profile. */
export async function verifyCode(
  deps: SignInDeps,
  input: { ticket: string; code: string },
  request: FastifyRequest,
) {
  await enforceLimits(deps.cache, [addressRule(deps, request.ip)]);
  const key = ticketKey(deps, input.ticket);
  const stored = await deps.cache.get(key);
  if (!stored) throw new AppError('OPERATOR_TICKET_EXPIRED');
  const ticket = JSON.parse(stored) as Ticket;
  const lock = lockRule(ticket.operatorId);
  await assertWithinLimits(deps.cache, [lock]);
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(eq(operators.id, ticket.operatorId))
    .limit(1);
  if (!operator || operator.disabled) throw new AppError('OPERATOR_TICKET_EXPIRED');
  const secret = ticket.enrolSecret ?? (operator.totpSecret ? deps.secrets.open(operator.totpSecret) : null);
  if (!secret) throw new AppError('OPERATOR_TICKET_EXPIRED');
  const step = await acceptedStep(secret, input.code, operator.totpLastStep);
  // Recording the step only if it is newer than the last one makes two concurrent uses of one code
  // (or an enrolment racing a reset) end with one winner.
  const recorded =
    step === null
      ? []
      : await deps.db
          .update(operators)
          .set({
            totpLastStep: step,
            ...(ticket.enrolSecret ? { totpSecret: deps.secrets.seal(ticket.enrolSecret) } : {}),
          })
          .where(
            and(
              eq(operators.id, operator.id),
              or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
              ticket.enrolSecret
                ? isNull(operators.totpSecret)
                : eq(operators.totpSecret, operator.totpSecret ?? ''),
            ),
          )
          .returning({ id: operators.id });
  if (recorded.length === 0) {
    await enforceLimits(deps.cache, [lock]);
    throw new AppError('OPERATOR_CODE_WRONG');
  }
  await deps.cache.del(key);
  await resetLimits(deps.cache, [lock.key]);
  const token = await deps.sessions.create(operator.id, request.ip);
  return { token, profile: profileOf(operator) };
}

export function profileOf(operator: {
  id: number;
  account: string;
  name: string;
  role: string;
  enterpriseId: number | null;
}): OperatorProfile {
  const role = OPERATOR_ROLES.find((known) => known === operator.role) as OperatorRole;
  return {
    id: operator.id,
    account: operator.account,
    name: operator.name,
    role,
    enterpriseId: operator.enterpriseId,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

function ticketKey(deps: SignInDeps, ticket: string) {
  return `operator:ticket:${keyedHash(`operator-ticket:${deps.operatorSecret}`, ticket)}`;
}
