import {
  adminAuditSearch,
  adminJobList,
  adminJobRetry,
  adminMe,
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorResetFactor,
  adminOperatorSetDisabled,
  adminSetUp,
  adminSignIn,
  adminSignOut,
  adminVerifyCode,
} from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError, OPERATOR_COOKIE, registerEndpoint } from '../../platform/http/index.js';
import { searchAuditLog } from './audit-search.js';
import { listConsoleJobs, retryJob } from './console-jobs.js';
import { announceSetupLink, setUpFirstOperator } from './first-operator.js';
import { changeOperator, createOperator, listOperators } from './operator-accounts.js';
import { ABSOLUTE_LIMIT_MS, type OperatorSessions } from './operator-sessions.js';
import type { SecretBox } from './second-factor.js';
import { profileOf, signIn, verifyCode } from './sign-in.js';
import * as tables from './tables.js';

export interface OperatorRouteDeps {
  sessions: OperatorSessions;
  secrets: SecretBox;
}

/** The console's own calls: signing in, operators, the audit log and the job queue. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  context: AppContext,
  deps: OperatorRouteDeps,
): void {
  const { db, cache, config, routes, jobs } = context;
  const { sessions } = deps;
  const signInDeps = {
    db,
    cache,
    sessions,
    secrets: deps.secrets,
    operatorSecret: config.OPERATOR_SECRET,
    attemptsPerAddress: config.OPERATOR_SIGN_IN_PER_ADDRESS,
  };
  // Path /api/admin: the browser never sends it to learner calls, nor to other sites (Strict).
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/admin',
    secure: request.protocol === 'https',
  });
  const startSession = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(request), maxAge: ABSOLUTE_LIMIT_MS / 1000 });

  registerEndpoint(app, routes, adminSignIn, ({ body, request }) => signIn(signInDeps, body, request));
  registerEndpoint(app, routes, adminVerifyCode, async ({ body, request, reply }) => {
    const { token, profile } = await verifyCode(signInDeps, body, request);
    startSession(request, reply, token);
    return profile;
  });
  registerEndpoint(app, routes, adminSetUp, ({ body }) =>
    setUpFirstOperator(db, config.OPERATOR_SECRET, body),
  );
  registerEndpoint(app, routes, adminMe, async ({ operator }) => {
    const [row] = await db.select().from(tables.operators).where(eq(tables.operators.id, operator.id));
    if (!row) throw new AppError('OPERATOR_NOT_SIGNED_IN');
    return profileOf(row);
  });
  registerEndpoint(app, routes, adminSignOut, async ({ operator, request, reply }) => {
    await sessions.revoke(operator.sessionId);
    reply.clearCookie(OPERATOR_COOKIE, cookieOptions(request));
    return null;
  });

  registerEndpoint(app, routes, adminOperatorList, () => listOperators(db));
  registerEndpoint(app, routes, adminOperatorCreate, ({ body, tx, audit }) =>
    createOperator(tx, body, audit),
  );
  registerEndpoint(app, routes, adminOperatorSetDisabled, ({ body, tx, operator, audit }) =>
    changeOperator(tx, { sessions, by: operator, audit }, body.id, { disabled: body.disabled }),
  );
  registerEndpoint(app, routes, adminOperatorResetFactor, ({ body, tx, operator, audit }) =>
    changeOperator(tx, { sessions, by: operator, audit }, body.id, { resetFactor: true }),
  );

  registerEndpoint(app, routes, adminAuditSearch, ({ body }) => searchAuditLog(db, body));
  registerEndpoint(app, routes, adminJobList, ({ body }) => listConsoleJobs(jobs, body));
  registerEndpoint(app, routes, adminJobRetry, ({ body, tx, audit }) => retryJob(tx, body.id, audit));

  if (!config.SEED_DEMO) {
    app.addHook('onReady', () => announceSetupLink(db, config.OPERATOR_SECRET, app.log));
  }
}
