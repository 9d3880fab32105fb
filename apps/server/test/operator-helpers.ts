import { ADMIN_HEADER, type OperatorRole } from '@zhixue/contract';
import { generate } from 'otplib';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../src/seed/operators.js';
import type { ApiAnswer, ApiClient } from './harness.js';

/** What every console call carries besides its cookie. */
export const ADMIN_HEADERS = { [ADMIN_HEADER]: '1' };

export interface SignedInOperator {
  account: string;
  /** The console cookie and header, ready for `server.post(…, { headers })`. */
  headers: Record<string, string>;
  body: ApiAnswer['body'];
}

/**
 * A code of the period `periodsAhead` from now. The server takes one period either side, and never a
 * period it took before, so a second sign-in within the same 30 seconds uses the next period's code.
 */
export function codeFor(secret: string, periodsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * periodsAhead });
}

export function demoOperator(role: OperatorRole) {
  const demo = DEMO_OPERATORS.find((operator) => operator.role === role);
  if (!demo) throw new Error(`no demo operator for ${role}`);
  return demo;
}

export async function passwordStep(server: ApiClient, account: string, password: string, headers = {}) {
  return server.post(
    '/api/admin/auth/sign-in',
    { account, password },
    { headers: { ...ADMIN_HEADERS, ...headers } },
  );
}

/** Both steps for an operator whose secret is known; the next period's code if this one was used. */
export async function signInWithSecret(
  server: ApiClient,
  account: string,
  password: string,
  secret: string,
): Promise<SignedInOperator> {
  for (const periodsAhead of [0, 1]) {
    const first = await passwordStep(server, account, password);
    if (first.body.code !== '00000') throw new Error(`password step of ${account}: ${first.body.msg}`);
    const { ticket } = first.body.data as { ticket: string };
    const answer = await server.post(
      '/api/admin/auth/verify-code',
      { ticket, code: await codeFor(secret, periodsAhead) },
      { headers: ADMIN_HEADERS },
    );
    if (answer.body.reason === 'OPERATOR_CODE_WRONG') continue;
    const cookie = /zx_admin=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error(`code step of ${account}: ${answer.body.msg}`);
    return { account, headers: { ...ADMIN_HEADERS, cookie: `zx_admin=${cookie}` }, body: answer.body };
  }
  throw new Error(`${account} signed in twice within this period already`);
}

export function signInAs(server: ApiClient, role: OperatorRole): Promise<SignedInOperator> {
  const demo = demoOperator(role);
  return signInWithSecret(server, demo.account, DEMO_OPERATOR_PASSWORD, demo.totpSecret);
}
