import {
  type Endpoint,
  type ErrorCode,
  ErrorCodes,
  errorCatalogue,
  type RequestOf,
  type ResponseOf,
  SESSION_ERROR_CODES,
  SUCCESS_CODE,
} from '@zhixue/contract';
import { feedback } from '@/lib/feedback';
import { beginProgress } from '@/lib/progress';
import { clearSession, getSession, openLoginModal, pageSaysEndedElsewhere } from '@/lib/session';
import { ApiError, CLIENT_ERROR } from './api-error';

/** Spec section 9: every call times out after 15 s. */
export const API_TIMEOUT_MS = 15_000;

/** Same origin by default; `VITE_API_BASE` points a build at another backend. */
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one). A cancelled call rejects with the abort reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Background calls (polls, click counters) do not move the progress bar. */
  background?: boolean;
  /** Lets the request outlive the page (a last progress heartbeat sent on pagehide). */
  keepalive?: boolean;
}

interface EnvelopeLike {
  code: string;
  msg: string;
  data: unknown;
  reason?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'string' && 'data' in record;
}

/** Only one 登录失效 dialog at a time, however many requests fail together. */
let sessionDialogOpen = false;

function isSessionCode(code: string): code is ErrorCode {
  return (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Spec section 8, session rows:
 * - a response whose code is A0313 → clear the session and open the login modal;
 * - an HTTP error with A0311/A0312/A0313 → clear the session and show, once, 登录失效 / 请重新登录,
 *   whose OK goes to the home page.
 * Our server sends A0313 with HTTP 401, so a visitor who never logged in (no stored session) and hits
 * a login-only call gets the login modal too: telling them their login "expired" would be untrue.
 */
function handleSessionError(code: ErrorCode, httpOk: boolean): void {
  const hadSession = getSession() !== null;
  const elsewhere = code === ErrorCodes.SESSION_REVOKED;
  clearSession({ elsewhere });
  // Requests failing together after the first one: the dialog already speaks for them.
  if (sessionDialogOpen) return;
  // The player says 已在其他设备登录 in place of the video, with its own way to log in again.
  if (elsewhere && pageSaysEndedElsewhere()) return;
  if (code === ErrorCodes.NOT_LOGGED_IN && (httpOk || !hadSession)) {
    openLoginModal();
    return;
  }
  sessionDialogOpen = true;
  feedback.alert({
    title: '登录失效',
    content: '请重新登录',
    okText: '确定',
    onOk: () => {
      sessionDialogOpen = false;
      feedback.navigate('/');
    },
  });
}

function messageForStatus(status: number): { code: string; msg: string } {
  if (status === 502 || status === 503 || status === 504) {
    return { code: ErrorCodes.SERVICE_UNAVAILABLE, msg: errorCatalogue.B0503.msg };
  }
  if (status === 404) return { code: ErrorCodes.NOT_FOUND, msg: errorCatalogue.A0404.msg };
  if (status >= 500) return { code: ErrorCodes.SYSTEM_ERROR, msg: errorCatalogue.B0001.msg };
  return { code: CLIENT_ERROR.BAD_RESPONSE, msg: '服务器返回了无法识别的内容，请稍后再试' };
}

async function send(path: string, body: unknown, options: RequestOptions): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });

  // Multipart uploads (the avatar) let the browser set their own Content-Type with its boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: multipart
        ? { platform: 'PC', Accept: 'application/json' }
        : { platform: 'PC', Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? body : JSON.stringify(body ?? {}),
      credentials: 'include',
      keepalive: options.keepalive === true,
      signal: controller.signal,
    });
  } catch (error) {
    if (outer?.aborted) throw outer.reason ?? error;
    if (timedOut) throw new ApiError(CLIENT_ERROR.TIMEOUT, '请求超时，请稍后重试', 0);
    throw new ApiError(CLIENT_ERROR.NETWORK, '网络连接失败，请检查网络后重试', 0);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (!isEnvelope(payload)) {
    const { code, msg } = messageForStatus(response.ok ? 500 : response.status);
    throw new ApiError(code, msg, response.status);
  }
  if (response.ok && payload.code === SUCCESS_CODE) return payload.data;

  const msg = payload.msg || messageForStatus(response.status).msg;
  if (isSessionCode(payload.code)) {
    handleSessionError(payload.code, response.ok);
    throw new ApiError(payload.code, msg, response.status, { handled: true, reason: payload.reason });
  }
  throw new ApiError(payload.code, msg, response.status, { reason: payload.reason });
}

/**
 * POSTs `body` to `path` (as JSON, or as multipart when it is a FormData) and resolves with the
 * envelope's `data`, or rejects with ApiError.
 */
export async function request<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const done = options.background ? undefined : beginProgress();
  try {
    const data = await send(path, body, options);
    done?.(true);
    return data as T;
  } catch (error) {
    // A call the caller cancelled is not a failure of the page.
    done?.(options.signal?.aborted === true);
    throw error;
  }
}

type CallArgs<E> =
  undefined extends RequestOf<E>
    ? [body?: RequestOf<E>, options?: RequestOptions]
    : [body: RequestOf<E>, options?: RequestOptions];

/**
 * Calls a contract endpoint: the path, the request and the answer are typed by its definition.
 * In development the answer is also checked against the response schema, so a drift between the
 * server and the contract shows up in the console instead of as a broken page later.
 */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const [body, options] = args;
  const data = await request<ResponseOf<E>>(endpoint.path, body, options);
  if (import.meta.env.DEV) {
    const checked = endpoint.response.safeParse(data);
    if (!checked.success) console.warn(`[api] ${endpoint.path} answered outside its contract`, checked.error);
  }
  return data;
}

/** Shows an error's message as a toast, unless the client already handled it with a dialog. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!error.handled) feedback.error(error.msg);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  feedback.error('操作失败，请稍后再试');
}
