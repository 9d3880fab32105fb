import { expect } from 'vitest';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { createFieldCipher } from '../src/platform/crypto/index.js';
import type { ApiAnswer, ApiClient } from './harness.js';

const cipher = createFieldCipher(DEVELOPMENT_SECRETS.APP_AES_KEY);

export const encrypt = (plain: string) => cipher.encrypt(plain);
/** The code as the web sends it: 4 random characters on each side, then encrypted. */
export const encryptCode = (code: string) => cipher.encrypt(`aB3d${code}x9Yz`);

export interface LoggedIn {
  token: string;
  userId: number;
  body: ApiAnswer['body'];
  headers: { token: string };
}

/** Phone numbers no other test of the file uses; each file picks its own prefix of 7 digits. */
export function phoneNumbers(prefix: string): () => string {
  let next = 1000;
  return () => `${prefix}${next++}`;
}

export async function sendCode(server: ApiClient, mobile: string, headers: Record<string, string> = {}) {
  return server.post('/api/front/sms/send', { param: encrypt(mobile) }, { headers });
}

export async function readOutbox(server: ApiClient, mobile: string): Promise<string> {
  const { body } = await server.post('/api/dev/sms/outbox', { mobile });
  if (body.code !== '00000') throw new Error(`no code for ${mobile}: ${body.msg}`);
  return (body.data as { code: string }).code;
}

export async function loginWithCode(server: ApiClient, mobile: string, extra: Record<string, unknown> = {}) {
  // Tests run behind a trusted proxy header, so each phone appears from its own address and the
  // per-address send limits of one test do not spill into another.
  const headers = { 'x-forwarded-for': addressFor(mobile) };
  const sent = await sendCode(server, mobile, headers);
  if (sent.body.code !== '00000') throw new Error(`send failed: ${sent.body.msg}`);
  const code = await readOutbox(server, mobile);
  const answer = await server.post('/api/front/user/login/mobile', {
    mobile: encrypt(mobile),
    code: encryptCode(code),
    deviceId: '',
    loginDevice: 'pc',
    type: 3,
    agreed: true,
    ...extra,
  });
  return asLoggedIn(answer);
}

export async function loginWithAccount(server: ApiClient, account: string, password: string) {
  return asLoggedIn(
    await server.post('/api/front/user/login/account', {
      account: encrypt(account),
      password: encrypt(password),
      deviceId: '',
      loginDevice: 'pc',
    }),
  );
}

/** Starts a WeChat scan; the development WeChat page stands in for the QR code at the answered url. */
export async function startWeChatScan(
  server: ApiClient,
  headers: Record<string, string> = {},
  purpose: 'login' | 'bind' = 'login',
): Promise<string> {
  const { body } = await server.post('/api/front/user/wx/qrconnect', { purpose }, { headers });
  const data = body.data as { url: string; state: string };
  expect(data.url).toBe(`/dev/wechat/qrconnect?state=${data.state}`);
  return data.state;
}

/** Scans with the development WeChat page: the redirect carries the code WeChat would give. */
export async function scanWithDevelopmentWeChat(
  server: ApiClient,
  state: string,
  name: string,
): Promise<string> {
  const response = await server.fetch(`/dev/wechat/confirm?state=${state}&name=${encodeURIComponent(name)}`, {
    redirect: 'manual',
  });
  const location = new URL(response.headers.get('location') ?? '', server.baseUrl);
  expect(location.pathname).toBe('/user/wxlogin');
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') ?? '';
}

export const loginWithWeChatCode = (server: ApiClient, code: string, state: string) =>
  server.post('/api/front/user/login/wx', { code, state, deviceId: '', loginDevice: 'pc' });

/** A stable made-up client address per phone (never contacted: it is only a header value). */
export function addressFor(mobile: string): string {
  const n = Number(mobile.slice(-6));
  return `198.18.${Math.floor(n / 256) % 256}.${n % 256}`;
}

function asLoggedIn(answer: ApiAnswer): LoggedIn {
  const data = answer.body.data as { token?: string; id?: number } | null;
  const token = data?.token ?? '';
  return { token, userId: data?.id ?? 0, body: answer.body, headers: { token } };
}
