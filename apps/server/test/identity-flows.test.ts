import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile, startTestServer, type TestServer } from './harness.js';
import {
  encrypt,
  encryptCode,
  loginWithAccount,
  loginWithCode,
  loginWithWeChatCode,
  phoneNumbers,
  readOutbox,
  scanWithDevelopmentWeChat,
  sendCode,
  startWeChatScan,
} from './login-helpers.js';

const server = serverForThisFile();

const freshPhone = phoneNumbers('1350000');

const scan = (state: string, name: string) => scanWithDevelopmentWeChat(server, state, name);
const startScan = (headers: Record<string, string> = {}, purpose: 'login' | 'bind' = 'login') =>
  startWeChatScan(server, headers, purpose);
const wxLogin = (code: string, state: string) => loginWithWeChatCode(server, code, state);

describe('WeChat login', () => {
  it('asks a new WeChat user to bind a phone, then logs them straight in next time', async () => {
    const state = await startScan();
    const first = await wxLogin(await scan(state, '微信用户·小知'), state);
    const step = first.body.data as { token: null; bindTicket: string };
    expect(step.token).toBeNull();
    expect(step.bindTicket).toMatch(/^[\w-]{43}$/);

    const mobile = freshPhone();
    await sendCode(server, mobile);
    const code = await readOutbox(server, mobile);
    const bind = {
      mobile: encrypt(mobile),
      code: encryptCode(code),
      deviceId: '',
      loginDevice: 'pc',
      type: 1,
      bindTicket: step.bindTicket,
      agreed: true,
    };
    const wrong = await server.post('/api/front/user/login/mobile', {
      ...bind,
      code: encryptCode(code === '000000' ? '111111' : '000000'),
    });
    expect(wrong.body.code).toBe('A0202');
    const bound = await server.post('/api/front/user/login/mobile', bind);
    expect(bound.body.code).toBe('00000');
    const userId = (bound.body.data as { id: number }).id;

    const again = await startScan();
    const second = await wxLogin(await scan(again, '微信用户·小知'), again);
    expect(second.body.data).toMatchObject({ bindTicket: null, loginParams: { id: userId } });
    expect(second.headers.get('set-cookie')).toMatch(/zx_token=/);
  });

  it('refuses a replayed state, a foreign state and a reused code', async () => {
    const state = await startScan();
    const code = await scan(state, '微信用户·小学');
    expect((await wxLogin(code, state)).body.code).toBe('00000');
    expect((await wxLogin(code, state)).body.code).toBe('A0206');
    const other = await startScan();
    expect((await wxLogin(code, other)).body.code).toBe('A0206');
    expect((await wxLogin('dev_forged.AAAAAAAAAAAAAAAA', 'unknown-state')).body.code).toBe('A0206');
  });

  it('refuses the bind-phone step without a valid ticket', async () => {
    const mobile = freshPhone();
    await sendCode(server, mobile);
    const code = await readOutbox(server, mobile);
    const answer = await server.post('/api/front/user/login/mobile', {
      mobile: encrypt(mobile),
      code: encryptCode(code),
      loginDevice: 'pc',
      type: 1,
      bindTicket: 'no-such-ticket',
    });
    expect(answer.body.code).toBe('A0206');
  });

  it('binds WeChat to a logged-in learner; the same WeChat cannot go to a second learner', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const state = await startScan(learner.headers, 'bind');
    const code = await scan(state, '微信用户·绑定');
    const bound = await server.post(
      '/api/front/user/bind/wx',
      { code, state, type: 1 },
      { headers: learner.headers },
    );
    expect(bound.body.code).toBe('00000');

    const other = await loginWithCode(server, freshPhone());
    const otherState = await startScan(other.headers, 'bind');
    const otherCode = await scan(otherState, '微信用户·绑定');
    const taken = await server.post(
      '/api/front/user/bind/wx',
      { code: otherCode, state: otherState, type: 1 },
      { headers: other.headers },
    );
    expect(taken.body.code).toBe('A0207');
    // A bind state is tied to the learner who asked for it.
    const stolenState = await startScan(learner.headers, 'bind');
    const stolen = await server.post(
      '/api/front/user/bind/wx',
      { code: await scan(stolenState, '微信用户·另一个'), state: stolenState, type: 1 },
      { headers: other.headers },
    );
    expect(stolen.body.code).toBe('A0206');
  });
});

describe('gifts', () => {
  it('grants the new-user gift once, as 7 days of VIP, even when claimed concurrently', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const gift = (learner.body.data as { acquisitionUserFrontDTO: { id: number; type: number } })
      .acquisitionUserFrontDTO;
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.post('/api/front/acquisition/claim', gift, { headers: learner.headers }),
      ),
    );
    const granted = claims.filter((claim) => claim.body.code === '00000');
    expect(granted).toHaveLength(1);
    expect(claims.filter((claim) => claim.body.code === 'A0409')).toHaveLength(7);
    const { vipDays, vipExpiresAt } = (granted[0]?.body.data ?? {}) as {
      vipDays?: number;
      vipExpiresAt?: string;
    };
    expect(vipDays).toBe(7);
    const days = (Date.parse(vipExpiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses another learner’s gift and a gift of the wrong type', async () => {
    const owner = await loginWithCode(server, freshPhone());
    const gift = (owner.body.data as { acquisitionUserFrontDTO: { id: number; type: number } })
      .acquisitionUserFrontDTO;
    const thief = await loginWithCode(server, freshPhone());
    expect(
      (await server.post('/api/front/acquisition/claim', gift, { headers: thief.headers })).body.code,
    ).toBe('A0404');
    const wrongType = { id: gift.id, type: 2 };
    expect(
      (await server.post('/api/front/acquisition/claim', wrongType, { headers: owner.headers })).body.code,
    ).toBe('A0404');
    expect((await server.post('/api/front/acquisition/claim', gift)).body.code).toBe('A0313');
  });
});

describe('account security', () => {
  it('recovers a password by code login, and only the new password works afterwards', async () => {
    const recovering = await loginWithCode(server, '13800000003');
    const tooShort = await server.post(
      '/api/front/user/password/edit',
      { param: encrypt('abc') },
      { headers: recovering.headers },
    );
    expect(tooShort.body).toMatchObject({ code: 'A0400', msg: '密码长度为6-32位' });
    const edited = await server.post(
      '/api/front/user/password/edit',
      { param: encrypt('NewPass#2026') },
      { headers: recovering.headers },
    );
    expect(edited.body.code).toBe('00000');
    expect((await loginWithAccount(server, '13800000003', 'Zhixue@2026')).body.code).toBe('A0201');
    expect((await loginWithAccount(server, '13800000003', 'NewPass#2026')).body.code).toBe('00000');
  });

  it('binds a free phone after its code, refuses a phone another learner has', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const taken = await server.post(
      '/api/front/user/check/mobile',
      { mobile: encrypt('13800000001') },
      { headers: learner.headers },
    );
    expect(taken.body.data).toEqual({ available: false });
    const refused = await server.post(
      '/api/front/user/bind/mobile',
      { mobile: encrypt('13800000001'), code: encryptCode('123456') },
      { headers: learner.headers },
    );
    expect(refused.body.code).toBe('A0205');

    const newPhone = freshPhone();
    expect(
      (
        await server.post(
          '/api/front/user/check/mobile',
          { mobile: encrypt(newPhone) },
          { headers: learner.headers },
        )
      ).body.data,
    ).toEqual({ available: true });
    await sendCode(server, newPhone);
    const code = await readOutbox(server, newPhone);
    const bound = await server.post(
      '/api/front/user/bind/mobile',
      { mobile: encrypt(newPhone), code: encryptCode(code) },
      { headers: learner.headers },
    );
    expect(bound.body.code).toBe('00000');
    expect((await loginWithAccount(server, newPhone, 'anything1')).body.code).toBe('A0201');
  });

  it('tells enterprise phones from others (spec: 非企业学员)', async () => {
    expect(
      (await server.post('/api/front/user/ent/check', { mobile: encrypt('13900000011') })).body.code,
    ).toBe('00000');
    const outsider = await server.post('/api/front/user/ent/check', { mobile: encrypt('13800000001') });
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({
      code: 'A0303',
      msg: '非企业学员',
      data: null,
      reason: 'NOT_ENTERPRISE_LEARNER',
    });
  });

  it('answers the device id as city plus address', async () => {
    const { body } = await server.post(
      '/api/front/device/detail',
      {},
      { headers: { 'x-forwarded-for': '202.96.209.133' } },
    );
    expect(body.data).toEqual({ deviceId: '上海市 202.96.209.133' });
  });
});

describe('with two sessions allowed per device type', () => {
  let roomy: TestServer;
  beforeAll(async () => {
    roomy = await startTestServer({ SESSIONS_PER_DEVICE_TYPE: '2' });
  });
  afterAll(() => roomy?.close());

  const list = (headers: { token: string }) => roomy.post('/api/front/user/session/list', {}, { headers });

  it('keeps two logins, ends the oldest at the third, and a password change ends all others', async () => {
    const first = await loginWithAccount(roomy, 'hdzz006', 'Zhixue@2026');
    const second = await loginWithAccount(roomy, 'hdzz006', 'Zhixue@2026');
    expect((await list(first.headers)).status).toBe(200);
    expect((await list(second.headers)).body.data).toHaveLength(2);

    const third = await loginWithAccount(roomy, 'hdzz006', 'Zhixue@2026');
    expect((await list(first.headers)).body.code).toBe('A0312');
    expect((await list(second.headers)).status).toBe(200);

    const changed = await roomy.post(
      '/api/front/user/password/edit',
      { param: encrypt('Changed#2026') },
      { headers: third.headers },
    );
    expect(changed.body.code).toBe('00000');
    expect((await list(second.headers)).body.code).toBe('A0312');
    expect((await list(third.headers)).body.data).toHaveLength(1);
  });
});
