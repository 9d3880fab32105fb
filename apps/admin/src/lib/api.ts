import {
  ADMIN_HEADER,
  ADMIN_IMAGE_UPLOAD_PATH,
  type AdminImageUploadResult,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@zhixue/contract';

/** A refusal the server answered: `reason` is the contract's name for it, `msg` what a person reads. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string | null,
    message: string,
  ) {
    super(message);
  }
}

export const isSignedOut = (error: unknown) =>
  error instanceof ApiError && (error.code === 'A0313' || error.code === 'A0311');

/** How often a failed read is asked again: a network fault or a server error may pass. */
const RETRIES = 2;

/**
 * Whether a failed read is worth asking again (TanStack Query's `retry`). A refusal (4xx: signed out,
 * forbidden, bad request) answers the same the next time, so it is shown at once, not after retries.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failures < RETRIES;
}

/**
 * Calls a console endpoint: POST, JSON, the session in the `zx_admin` cookie (sent by the browser,
 * path /api/admin) and the console header the server requires of every console call.
 */
export async function callApi<E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<ResponseOf<E>> {
  const answer = await send(endpoint.path, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return answer as ResponseOf<E>;
}

/** Uploads one picture (a cover, banner or lecturer photo); answers the site path it is served at. */
export async function uploadImage(file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const answer = (await send(ADMIN_IMAGE_UPLOAD_PATH, { body: form })) as AdminImageUploadResult;
  return answer.url;
}

/** POSTs with the console header and cookie; the envelope's data, or its refusal as an ApiError. */
async function send(
  path: string,
  init: { headers?: Record<string, string>; body: BodyInit },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...init.headers, [ADMIN_HEADER]: '1' },
      body: init.body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', null, '网络异常，请检查网络后重试');
  }
  const envelope = (await response.json().catch(() => null)) as {
    code: string;
    msg: string;
    data: unknown;
    reason?: string;
  } | null;
  if (!envelope) throw new ApiError(response.status, 'B0001', null, '服务暂时不可用，请稍后再试');
  if (envelope.code !== '00000') {
    throw new ApiError(response.status, envelope.code, envelope.reason ?? null, envelope.msg);
  }
  return envelope.data;
}
