import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import {
  addressFor,
  encrypt,
  encryptCode,
  loginWithAccount,
  loginWithCode,
  phoneNumbers,
  readOutbox,
  sendCode,
} from './login-helpers.js';

const server = serverForThisFile();

const DEMO_PASSWORD = 'Zhixue@2026';
const freshPhone = phoneNumbers('1370000');

const codeLogin = (
  mobile: string,
  code: string,
  headers: Record<string, string> = {},
  consent: { agreed?: true } = { agreed: true },
) =>
  server.post(
    '/api/front/user/login/mobile',
    {
      mobile: encrypt(mobile),
      code: encryptCode(code),
      deviceId: '',
      loginDevice: 'pc',
      type: 3,
      ...consent,
    },
    { headers },
  );

const consentOf = async (userId: number) => {
  const [row] = await server.database.db
    .select({ version: tables.users.consentVersion, at: tables.users.consentAt })
    .from(tables.users)
    .where(eq(tables.users.id, userId));
  return row;
};

describe('code login', () => {
  it('registers a new phone, starts a session (cookie and token) and offers the new-user gift', async () => {
    const mobile = freshPhone();
    const sent = await sendCode(server, mobile, { 'x-forwarded-for': addressFor(mobile) });
    expect(sent.body).toEqual({ code: '00000', msg: 'ok', data: null });
    const code = await readOutbox(server, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await codeLogin(mobile, code, { 'x-forwarded-for': addressFor(mobile) });
    expect(answer.status).toBe(200);
    const params = answer.body.data as Record<string, unknown>;
    expect(params).toMatchObject({
      nickname: `学员${mobile.slice(-4)}`,
      entId: null,
      entName: null,
      vipFront: { vip: 0, expiresAt: null },
      acquisitionUserFrontDTO: { status: 0, type: 1, vipDays: 7 },
    });
    expect(params.token).toMatch(/^[\w-]{43}$/);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/zx_token=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const byHeader = await server.post(
      '/api/front/user/session/list',
      {},
      { headers: { token: String(params.token) } },
    );
    expect(byHeader.status).toBe(200);
    const byCookie = await server.post(
      '/api/front/user/session/list',
      {},
      { headers: { cookie: cookie.split(';')[0] ?? '' } },
    );
    expect(byCookie.status).toBe(200);
    expect((byCookie.body.data as Array<{ current: boolean; deviceId: string }>)[0]).toMatchObject({
      current: true,
      deviceId: expect.stringContaining('198.18.'),
    });
  });

  it('registers a new phone only with the documents accepted, and records the version and time', async () => {
    const mobile = freshPhone();
    const headers = { 'x-forwarded-for': addressFor(mobile) };
    await sendCode(server, mobile, headers);
    const code = await readOutbox(server, mobile);
    const refused = await codeLogin(mobile, code, headers, {});
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      400,
      'A0400',
      '请阅读并同意《用户协议》和《隐私政策》',
    ]);
    // The code was not spent: ticking the box and sending it again registers.
    const before = Date.now();
    const accepted = await codeLogin(mobile, code, headers);
    expect(accepted.body.code).toBe('00000');
    const consent = await consentOf((accepted.body.data as { id: number }).id);
    expect(consent?.version).toBe(1);
    expect(consent?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('logs a registered learner in without asking again', async () => {
    const login = await loginWithCode(server, '13800000003', { agreed: undefined });
    expect(login.body.code).toBe('00000');
  });

  it('logs a registered phone into its own account, with no gift for a regular learner', async () => {
    const login = await loginWithCode(server, '13800000002');
    expect(login.body.code).toBe('00000');
    expect(login.body.data).toMatchObject({ id: 2, acquisitionUserFrontDTO: null });
  });

  it('sends one code a minute per phone', async () => {
    const mobile = freshPhone();
    expect((await sendCode(server, mobile, { 'x-forwarded-for': '198.19.0.1' })).body.code).toBe('00000');
    const again = await sendCode(server, mobile, { 'x-forwarded-for': '198.19.0.2' });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      code: 'A0429',
      msg: '验证码发送过于频繁，请60秒后再试',
      data: null,
      reason: 'SMS_TOO_SOON',
    });
  });

  it('refuses a wrong code, then kills the code after 5 wrong tries even if the 6th is right', async () => {
    const mobile = freshPhone();
    await sendCode(server, mobile, { 'x-forwarded-for': addressFor(mobile) });
    const code = await readOutbox(server, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await codeLogin(mobile, wrong);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ code: 'A0202', msg: '验证码错误，还可尝试4次' });
    for (let i = 0; i < 3; i++) await codeLogin(mobile, wrong);
    const fifth = await codeLogin(mobile, wrong);
    expect(fifth.body.code).toBe('A0204');
    const sixth = await codeLogin(mobile, code);
    expect(sixth.body.code).toBe('A0204');
  });

  it('uses a code once: replaying it fails, and of concurrent uses only one logs in', async () => {
    const mobile = freshPhone();
    await sendCode(server, mobile, { 'x-forwarded-for': addressFor(mobile) });
    const code = await readOutbox(server, mobile);
    const answers = await Promise.all([
      codeLogin(mobile, code),
      codeLogin(mobile, code),
      codeLogin(mobile, code),
    ]);
    expect(answers.filter((answer) => answer.body.code === '00000')).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'A0203')).toHaveLength(2);
    expect((await codeLogin(mobile, code)).body.code).toBe('A0203');
  });

  it('answers a code login without a sent code as expired', async () => {
    expect((await codeLogin(freshPhone(), '123456')).body.code).toBe('A0203');
  });

  it('limits sends per address across many phones', async () => {
    const headers = { 'x-forwarded-for': '198.20.0.9' };
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) codes.push((await sendCode(server, freshPhone(), headers)).body.code);
    expect(codes.slice(0, 30).every((code) => code === '00000')).toBe(true);
    expect(codes[30]).toBe('A0429');
  });

  it.each([
    ['not base64', { param: '***' }, 'A0400'],
    ['tampered ciphertext', { param: 'AAAAAAAAAAAAAAAAAAAAAA==' }, 'A0400'],
    ['a plain phone number', { param: '13800000001' }, 'A0400'],
    ['an encrypted non-phone', { param: encrypt('12345') }, 'A0400'],
    ['no field at all', {}, 'A0400'],
  ])('refuses %s when sending a code', async (_case, body, code) => {
    const answer = await server.post('/api/front/sms/send', body, {
      headers: { 'x-forwarded-for': '198.21.0.1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
  });

  it('shows the spec message for a wrong phone number', async () => {
    const answer = await server.post('/api/front/sms/send', { param: encrypt('12345678901') });
    expect(answer.body.msg).toBe('请输入正确的手机号!');
  });
});

describe('account login', () => {
  it('logs an enterprise learner in with account and password', async () => {
    const login = await loginWithAccount(server, 'hdzz001', DEMO_PASSWORD);
    expect(login.body.code).toBe('00000');
    expect(login.body.data).toMatchObject({ entId: 1, entName: '华东智造集团有限公司' });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await loginWithAccount(server, 'hdzz002', 'not-the-password');
    const unknown = await loginWithAccount(server, 'nobody-here', 'whatever1');
    expect(wrong.body).toEqual({ code: 'A0201', msg: '账号或密码错误', data: null, reason: 'LOGIN_FAILED' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after 10 failures, even for the right password', async () => {
    const results: string[] = [];
    for (let i = 0; i < 11; i++)
      results.push((await loginWithAccount(server, 'hdzz003', `wrong-${i}`)).body.code);
    expect(results.slice(0, 10).every((code) => code === 'A0201')).toBe(true);
    expect(results[10]).toBe('A0429');
    expect((await loginWithAccount(server, 'hdzz003', DEMO_PASSWORD)).body.code).toBe('A0429');
  });

  it('refuses a login from any device type but pc', async () => {
    const answer = await server.post('/api/front/user/login/account', {
      account: encrypt('hdzz001'),
      password: encrypt(DEMO_PASSWORD),
      loginDevice: 'mobile',
    });
    expect(answer.body.code).toBe('A0400');
  });
});

describe('sessions', () => {
  it('a second pc login ends the first: its next call gets A0312', async () => {
    const first = await loginWithAccount(server, 'hdzz004', DEMO_PASSWORD);
    expect((await server.post('/api/front/user/session/list', {}, { headers: first.headers })).status).toBe(
      200,
    );
    const second = await loginWithAccount(server, 'hdzz004', DEMO_PASSWORD);
    const stale = await server.post('/api/front/user/session/list', {}, { headers: first.headers });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('A0312');
    expect((await server.post('/api/front/user/session/list', {}, { headers: second.headers })).status).toBe(
      200,
    );
  });

  it('answers A0313 without or with an unknown token, and A0311 once expired', async () => {
    expect((await server.post('/api/front/user/session/list')).body.code).toBe('A0313');
    const unknown = await server.post(
      '/api/front/user/session/list',
      {},
      { headers: { token: 'x'.repeat(43) } },
    );
    expect(unknown.body.code).toBe('A0313');
    const login = await loginWithAccount(server, 'hdzz005', DEMO_PASSWORD);
    await server.database.db
      .update(tables.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.sessions.userId, login.userId));
    // Login does not fill the session cache, so this first call reads the expired row.
    const expired = await server.post('/api/front/user/session/list', {}, { headers: login.headers });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('A0311');
  });

  it('a public page ignores a stale token instead of failing', async () => {
    const answer = await server.post(
      '/api/front/user/wx/qrconnect',
      {},
      { headers: { token: 'stale-token' } },
    );
    expect(answer.status).toBe(200);
  });

  it('logout ends the session; removing another learner’s session is refused as not found', async () => {
    const mine = await loginWithCode(server, freshPhone());
    const theirs = await loginWithCode(server, freshPhone());
    const theirList = await server.post('/api/front/user/session/list', {}, { headers: theirs.headers });
    const theirId = (theirList.body.data as Array<{ id: number }>)[0]?.id;
    const refused = await server.post(
      '/api/front/user/session/remove',
      { id: theirId },
      { headers: mine.headers },
    );
    expect(refused.body.code).toBe('A0404');
    expect((await server.post('/api/front/user/session/list', {}, { headers: theirs.headers })).status).toBe(
      200,
    );

    const out = await server.post('/api/front/user/logout', {}, { headers: mine.headers });
    expect(out.body.code).toBe('00000');
    expect(out.headers.get('set-cookie')).toMatch(/zx_token=;/);
    expect((await server.post('/api/front/user/session/list', {}, { headers: mine.headers })).body.code).toBe(
      'A0312',
    );
  });
});
