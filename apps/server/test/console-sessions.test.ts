import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithAccount } from './login-helpers.js';
import {
  ADMIN_HEADERS,
  codeFor,
  demoOperator,
  passwordStep,
  type SignedInOperator,
  signInAs,
} from './operator-helpers.js';

/** Operators' sign-in, second factor, sessions and the wall between them and learners' sessions. */
const server = serverForThisFile();
let addresses = 0;
/** Each test signs in from an address of its own, so per-address limits stay within it. */
const ownAddress = () => ({ 'x-forwarded-for': `10.17.0.${++addresses}` });

let admin: Promise<SignedInOperator> | undefined;

async function createOperator(account: string) {
  admin ??= signInAs(server, 'super_admin');
  const { headers } = await admin;
  const created = await server.post(
    '/api/admin/operator/create',
    { account, name: '测试', password: 'Password@123', role: 'support' },
    { headers },
  );
  expect(created.body.code).toBe('00000');
  return created.body.data as { id: number };
}

describe('operator sessions', () => {
  it('keep learners and operators apart, both ways', async () => {
    const learner = await loginWithAccount(server, '13800000001', 'Zhixue@2026');
    const asLearner = await server.post(
      '/api/admin/auth/me',
      {},
      { headers: { ...ADMIN_HEADERS, ...learner.headers, cookie: `zx_token=${learner.token}` } },
    );
    expect([asLearner.status, asLearner.body.reason]).toEqual([401, 'OPERATOR_NOT_SIGNED_IN']);

    const editor = await signInAs(server, 'content_editor');
    const token = /zx_admin=(.+)/.exec(editor.headers.cookie ?? '')?.[1] ?? '';
    for (const headers of [{ token }, { cookie: `zx_token=${token}` }, editor.headers]) {
      const asOperator = await server.post('/api/front/user/detail', {}, { headers });
      expect([asOperator.status, asOperator.body.reason]).toEqual([401, 'NOT_LOGGED_IN']);
    }
    expect((await server.post('/api/admin/auth/me', {}, { headers: editor.headers })).body.code).toBe(
      '00000',
    );
  });

  it('set a strict, HttpOnly cookie for the console path only', async () => {
    const demo = demoOperator('support');
    const first = await passwordStep(server, demo.account, 'Console@2026');
    const { ticket } = first.body.data as { ticket: string };
    const answer = await server.post(
      '/api/admin/auth/verify-code',
      { ticket, code: await codeFor(demo.totpSecret) },
      { headers: ADMIN_HEADERS },
    );
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^zx_admin=[\w-]{43};/);
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
  });

  it('refuse a console call without the console header, before anything else', async () => {
    const editor = await signInAs(server, 'content_editor');
    const { 'x-zhixue-admin': _header, ...cookieOnly } = editor.headers;
    for (const path of ['/api/admin/auth/me', '/api/admin/category/create', '/api/admin/auth/sign-in']) {
      const answer = await server.post(path, { name: 'x' }, { headers: cookieOnly });
      expect([answer.status, answer.body.reason]).toEqual([403, 'ADMIN_HEADER_MISSING']);
    }
  });

  it('refuse a code used once already', async () => {
    const demo = demoOperator('trainer');
    const code = await codeFor(demo.totpSecret);
    const tickets = await Promise.all(
      [1, 2].map(
        async () =>
          ((await passwordStep(server, demo.account, 'Console@2026')).body.data as { ticket: string }).ticket,
      ),
    );
    const first = await server.post(
      '/api/admin/auth/verify-code',
      { ticket: tickets[0], code },
      { headers: ADMIN_HEADERS },
    );
    expect(first.body.code).toBe('00000');
    const replay = await server.post(
      '/api/admin/auth/verify-code',
      { ticket: tickets[1], code },
      { headers: ADMIN_HEADERS },
    );
    expect([replay.status, replay.body.reason]).toEqual([400, 'OPERATOR_CODE_WRONG']);
  });

  it('lock an account for 15 minutes after 5 wrong passwords or codes', async () => {
    await createOperator('locked.one');
    const headers = ownAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await passwordStep(server, 'locked.one', 'wrong-password', headers);
      expect(wrong.body.reason).toBe('OPERATOR_SIGN_IN_FAILED');
    }
    const locked = await passwordStep(server, 'locked.one', 'Password@123', headers);
    expect([locked.status, locked.body.reason]).toEqual([429, 'OPERATOR_LOCKED']);

    // Wrong codes count the same way.
    await createOperator('locked.two');
    const ticketOf = async () =>
      ((await passwordStep(server, 'locked.two', 'Password@123', headers)).body.data as { ticket: string })
        .ticket;
    const ticket = await ticketOf();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await server.post(
        '/api/admin/auth/verify-code',
        { ticket, code: '000000' },
        { headers: { ...ADMIN_HEADERS, ...headers } },
      );
      expect(wrong.body.reason).toBe('OPERATOR_CODE_WRONG');
    }
    const afterCodes = await passwordStep(server, 'locked.two', 'Password@123', headers);
    expect(afterCodes.body.reason).toBe('OPERATOR_LOCKED');
  });

  it('limit one address to 30 sign-in steps in 15 minutes, whatever the accounts', async () => {
    const headers = ownAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      const tried = await passwordStep(server, `nobody.${attempt}`, 'wrong-password', headers);
      expect(tried.body.reason).toBe('OPERATOR_SIGN_IN_FAILED');
    }
    const refused = await passwordStep(server, 'nobody.last', 'wrong-password', headers);
    expect([refused.status, refused.body.reason]).toEqual([429, 'OPERATOR_SIGN_IN_TOO_FREQUENT']);
    const elsewhere = await passwordStep(server, 'nobody.last', 'wrong-password', ownAddress());
    expect(elsewhere.body.reason).toBe('OPERATOR_SIGN_IN_FAILED');
  });

  it('enrol the second factor at the first sign-in', async () => {
    await createOperator('new.one');
    const first = await passwordStep(server, 'new.one', 'Password@123', ownAddress());
    const { ticket, enrolment } = first.body.data as {
      ticket: string;
      enrolment: { secret: string; otpauthUrl: string };
    };
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*new\.one\?.*secret=/);
    const confirmed = await server.post(
      '/api/admin/auth/verify-code',
      { ticket, code: await codeFor(enrolment.secret) },
      { headers: ADMIN_HEADERS },
    );
    expect(confirmed.body.data).toMatchObject({ account: 'new.one', role: 'support' });
    // Enrolled now: the next password step offers no new secret.
    const again = await passwordStep(server, 'new.one', 'Password@123', ownAddress());
    expect((again.body.data as { enrolment: unknown }).enrolment).toBeNull();
  });

  it('end after 30 idle minutes, and at sign-out', async () => {
    const finance = await signInAs(server, 'finance');
    const me = () => server.post('/api/admin/auth/me', {}, { headers: finance.headers });
    expect((await me()).body.code).toBe('00000');
    await server.database.db.execute(sql`update operator_sessions set last_seen_at = now() - interval '31 minutes'
      where revoked_at is null and operator_id = (select id from operators where account = 'finance')`);
    expect((await me()).body.reason).toBe('OPERATOR_SESSION_EXPIRED');

    const again = await signInAs(server, 'finance');
    expect((await server.post('/api/admin/auth/sign-out', {}, { headers: again.headers })).body.code).toBe(
      '00000',
    );
    expect((await server.post('/api/admin/auth/me', {}, { headers: again.headers })).body.reason).toBe(
      'OPERATOR_NOT_SIGNED_IN',
    );
  });

  it('keep the audit log append-only', async () => {
    const { db } = server.database;
    const rows = await db.execute(sql`select count(*)::int as total from audit_log`);
    // The operators created above left rows, so the row triggers have something to refuse.
    expect((rows as unknown as { rows: Array<{ total: number }> }).rows[0]?.total).toBeGreaterThan(0);
    for (const statement of [
      "update audit_log set action = 'x'",
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      const refused = await db.execute(sql.raw(statement)).then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refused).toMatch(/append-only/);
    }
  });
});
