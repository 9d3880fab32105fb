import {
  acquisitionClaim,
  deviceDetail,
  devSmsOutbox,
  type LoginParams,
  smsSend,
  userAccountClose,
  userAccountCloseCancel,
  userBindMobile,
  userBindWx,
  userCheckMobile,
  userEntCheck,
  userLoginAccount,
  userLoginMobile,
  userLoginWx,
  userLogout,
  userPasswordEdit,
  userSessionList,
  userSessionRemove,
  userWxQrConnect,
} from '@zhixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { deviceIdOf } from '../../platform/geo/index.js';
import { AppError, isSecureRequest, registerEndpoint, SESSION_COOKIE } from '../../platform/http/index.js';
import { claimGift } from '../marketing/index.js';
import { bindMobile, checkMobile, editPassword, removeSession } from './account-security.js';
import type { AuthDeps } from './auth-deps.js';
import { askToCloseAccount, withdrawClosure } from './close-account.js';
import { loginWithAccount } from './login-with-account.js';
import { checkEnterpriseMobile, loginWithMobile, sendLoginCode } from './login-with-sms.js';
import { bindWeChat, loginWithWeChat, startQrConnect } from './login-with-wechat.js';
import { SESSION_LIFETIME_SECONDS } from './sessions.js';

export function registerAuthRoutes(
  app: FastifyInstance,
  { routes, config, jobs }: AppContext,
  deps: AuthDeps,
): void {
  // Secure whenever the browser came over HTTPS (decision 0046), as the operator's cookie is.
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: isSecureRequest(request),
  });
  // The web relies on the HttpOnly cookie; the token also stays in the answer for the `token` header.
  const startSession = (request: FastifyRequest, reply: FastifyReply, loginParams: LoginParams) => {
    reply.setCookie(SESSION_COOKIE, loginParams.token, {
      ...cookieOptions(request),
      maxAge: SESSION_LIFETIME_SECONDS,
    });
    return loginParams;
  };

  registerEndpoint(app, routes, smsSend, ({ body, request }) => sendLoginCode(deps, body.param, request));
  registerEndpoint(app, routes, userEntCheck, ({ body }) => checkEnterpriseMobile(deps, body.mobile));
  registerEndpoint(app, routes, userLoginMobile, async ({ body, request, reply }) =>
    startSession(request, reply, await loginWithMobile(deps, body, request)),
  );
  registerEndpoint(app, routes, userLoginAccount, async ({ body, request, reply }) =>
    startSession(request, reply, await loginWithAccount(deps, body, request)),
  );
  registerEndpoint(app, routes, userWxQrConnect, ({ body, session }) =>
    startQrConnect(deps, body.purpose, session?.userId ?? null),
  );
  registerEndpoint(app, routes, userLoginWx, async ({ body, request, reply }) => {
    const answer = await loginWithWeChat(deps, body, request);
    if (answer.loginParams) startSession(request, reply, answer.loginParams);
    return answer;
  });
  registerEndpoint(app, routes, userBindWx, ({ body, session, request }) =>
    bindWeChat(deps, session.userId, body, request),
  );
  registerEndpoint(app, routes, userBindMobile, ({ body, session }) => bindMobile(deps, session, body));
  registerEndpoint(app, routes, userCheckMobile, ({ body, session }) =>
    checkMobile(deps, session, body.mobile),
  );
  registerEndpoint(app, routes, userPasswordEdit, ({ body, session }) =>
    editPassword(deps, session, body.param),
  );
  const closure = { db: deps.db, jobs, sessions: deps.sessions };
  registerEndpoint(app, routes, userAccountClose, ({ session }) => askToCloseAccount(closure, session));
  registerEndpoint(app, routes, userAccountCloseCancel, ({ session }) => withdrawClosure(closure, session));
  registerEndpoint(app, routes, userSessionList, ({ session }) =>
    deps.sessions.list(session.userId, session.sessionId),
  );
  registerEndpoint(app, routes, userSessionRemove, ({ body, session }) =>
    removeSession(deps, session, body.id),
  );
  registerEndpoint(app, routes, userLogout, async ({ session, request, reply }) => {
    if (session) await deps.sessions.revoke([session.sessionId], 'logout');
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return null;
  });
  registerEndpoint(app, routes, acquisitionClaim, async ({ body, session }) => {
    const granted = await claimGift(deps.db, session.userId, body.id, body.type);
    // The session cache holds the VIP expiry: drop it so the next call sees the membership.
    await deps.sessions.forgetUser(session.userId);
    return granted;
  });
  registerEndpoint(app, routes, deviceDetail, ({ request }) => ({ deviceId: deviceIdOf(request.ip) }));

  const readOutbox = deps.sms.readOutbox;
  if (!config.isProduction && readOutbox) {
    registerEndpoint(app, routes, devSmsOutbox, async ({ body }) => {
      const code = await readOutbox(body.mobile);
      if (!code) throw new AppError('SMS_OUTBOX_EMPTY');
      return { code };
    });
  }
}
