import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newToken } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { WeChatAuthError, type WeChatIdentity } from '../../platform/wechat/index.js';
import { completeLogin, findUserById } from './accounts.js';
import { type AuthDeps, describeClient } from './auth-deps.js';
import * as tables from './tables.js';

const { wechatAccounts } = tables;
/** A QR code and a bind-phone step each stay usable this long. */
const STEP_SECONDS = 10 * 60;

type Purpose = 'login' | 'bind';
interface StateRecord {
  purpose: Purpose;
  userId: number | null;
}

/** Starts a scan: the `state` ties WeChat's redirect to this browser's request (CSRF protection). */
export async function startQrConnect(deps: AuthDeps, purpose: Purpose, userId: number | null) {
  if (purpose === 'bind' && userId === null) throw new AppError('NOT_LOGGED_IN');
  const state = newToken();
  const record: StateRecord = { purpose, userId };
  await deps.cache.set(`wechat:state:${state}`, JSON.stringify(record), STEP_SECONDS);
  return { url: deps.wechat.qrConnectUrl(state), state };
}

async function takeState(deps: AuthDeps, state: string, purpose: Purpose, userId: number | null) {
  const raw = await deps.cache.take(`wechat:state:${state}`);
  const record = raw ? (JSON.parse(raw) as StateRecord) : null;
  if (!record || record.purpose !== purpose || record.userId !== userId)
    throw new AppError('WECHAT_AUTH_FAILED');
}

async function exchange(deps: AuthDeps, code: string, request: FastifyRequest): Promise<WeChatIdentity> {
  try {
    return await deps.wechat.exchangeCode(code);
  } catch (error) {
    if (!(error instanceof WeChatAuthError)) throw error;
    request.log.warn({ err: error }, 'wechat code exchange failed');
    throw new AppError('WECHAT_AUTH_FAILED');
  }
}

/** Logs in a linked WeChat user, or hands out a ticket for the bind-phone step (login pane 5). */
export async function loginWithWeChat(
  deps: AuthDeps,
  input: { code: string; state: string },
  request: FastifyRequest,
) {
  await takeState(deps, input.state, 'login', null);
  const identity = await exchange(deps, input.code, request);
  const [linked] = await deps.db
    .select()
    .from(wechatAccounts)
    .where(eq(wechatAccounts.openid, identity.openid));
  const user = linked ? await findUserById(deps.db, linked.userId) : undefined;
  if (!user) {
    const bindTicket = newToken();
    await deps.cache.set(`wechat:bind:${bindTicket}`, JSON.stringify(identity), STEP_SECONDS);
    return { token: null, loginParams: null, bindTicket };
  }
  const loginParams = await deps.db.transaction(async (tx) => {
    const token = await deps.sessions.create(tx, { userId: user.id, ...describeClient(request) });
    return completeLogin(tx, user, token, false);
  });
  return { token: loginParams.token, loginParams, bindTicket: null };
}

/**
 * The WeChat identity waiting for a phone. Checked before the SMS code (a stale ticket fails
 * early) but consumed only after it, so a mistyped code does not force a new scan.
 */
export async function ensureBindTicket(deps: AuthDeps, ticket: string | undefined): Promise<string> {
  if (!ticket || (await deps.cache.get(`wechat:bind:${ticket}`)) === null)
    throw new AppError('WECHAT_AUTH_FAILED');
  return ticket;
}

export async function takeBindTicket(deps: AuthDeps, ticket: string): Promise<WeChatIdentity> {
  const raw = await deps.cache.take(`wechat:bind:${ticket}`);
  if (!raw) throw new AppError('WECHAT_AUTH_FAILED');
  return JSON.parse(raw) as WeChatIdentity;
}

/** Links a WeChat identity to a learner; one WeChat per learner and one learner per WeChat. */
export async function linkWeChat(tx: Database, userId: number, identity: WeChatIdentity) {
  const [byOpenid] = await tx.select().from(wechatAccounts).where(eq(wechatAccounts.openid, identity.openid));
  if (byOpenid) {
    if (byOpenid.userId !== userId) throw new AppError('WECHAT_TAKEN');
    return;
  }
  const [byUser] = await tx.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId));
  if (byUser) throw new AppError('MOBILE_HAS_OTHER_WECHAT');
  await tx.insert(wechatAccounts).values({ openid: identity.openid, unionid: identity.unionid, userId });
}

/** Binds WeChat to the logged-in learner from the account page (replacing an earlier binding). */
export async function bindWeChat(
  deps: AuthDeps,
  userId: number,
  input: { code: string; state: string },
  request: FastifyRequest,
) {
  await takeState(deps, input.state, 'bind', userId);
  const identity = await exchange(deps, input.code, request);
  await deps.db.transaction(async (tx) => {
    const [byOpenid] = await tx
      .select()
      .from(wechatAccounts)
      .where(eq(wechatAccounts.openid, identity.openid));
    if (byOpenid && byOpenid.userId !== userId) throw new AppError('WECHAT_TAKEN');
    if (byOpenid) return;
    await tx.delete(wechatAccounts).where(eq(wechatAccounts.userId, userId));
    await tx.insert(wechatAccounts).values({ openid: identity.openid, unionid: identity.unionid, userId });
  });
  return null;
}
