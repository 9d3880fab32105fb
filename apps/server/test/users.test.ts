import { get as httpGet } from 'node:http';
import { AVATAR_MAX_BYTES, MAX_ADDRESSES } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { readEnvelope, serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode } from './login-helpers.js';

const server = serverForThisFile();

let phoneCounter = 0;
/** A phone number no other test uses (each test file has its own database, but stay apart anyway). */
const freshPhone = () => `1360000${String(1000 + phoneCounter++).padStart(4, '0')}`;

async function freshLearner(): Promise<LoggedIn & { mobile: string }> {
  const mobile = freshPhone();
  const login = await loginWithCode(server, mobile);
  expect(login.body.code).toBe('00000');
  return { ...login, mobile };
}

const call = (who: LoggedIn | null, path: string, body: unknown = {}) =>
  server.post(path, body, who ? { headers: who.headers } : undefined);

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const UPLOAD_PATH = '/api/front/user/avatar/upload';

async function upload(
  who: LoggedIn | null,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  const blob = new Blob([bytes], { type: options.type ?? 'image/png' });
  form.append(options.field ?? 'file', blob, options.filename ?? 'avatar.png');
  const response = await fetch(server.baseUrl + UPLOAD_PATH, {
    method: 'POST',
    headers: who ? who.headers : {},
    body: form,
  });
  return { status: response.status, body: await readEnvelope(response) };
}

/** A GET sent with its path exactly as written. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(server.baseUrl, { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function uploadPng(who: LoggedIn): Promise<string> {
  const answer = await upload(who, PNG_1X1);
  expect(answer.status).toBe(200);
  return (answer.body.data as { url: string }).url;
}

const anAddress = (overrides: Record<string, unknown> = {}) => ({
  name: '林小满',
  mobile: '13600009999',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号',
  ...overrides,
});

describe('login required', () => {
  // Bodies are well-formed, so each call reaches the session check (validation runs first).
  it.each([
    ['/api/front/user/detail', {}],
    ['/api/front/user/asset/detail', {}],
    ['/api/front/user/account', {}],
    ['/api/front/user/edit', { nickname: '小林' }],
    ['/api/front/user/address/list', {}],
    ['/api/front/user/address/save', anAddress()],
    ['/api/front/user/address/edit', anAddress({ id: 1 })],
    ['/api/front/user/address/remove', { id: 1 }],
  ])('%s answers A0313 without a session', async (path, body) => {
    const answer = await call(null, path, body);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'A0313', msg: '请先登录', data: null, reason: 'NOT_LOGGED_IN' });
  });

  it('refuses an avatar upload without a session', async () => {
    const answer = await upload(null, PNG_1X1);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('A0313');
  });

  it('refuses an unknown token', async () => {
    const answer = await server.post('/api/front/user/detail', {}, { headers: { token: 'x'.repeat(43) } });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('A0313');
  });
});

describe('profile', () => {
  it('answers the profile of a new learner with the phone masked', async () => {
    const me = await freshLearner();
    const answer = await call(me, '/api/front/user/detail');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('00000');
    expect(answer.body.data).toEqual({
      id: me.userId,
      nickname: `学员${me.mobile.slice(-4)}`,
      avatar: expect.any(String),
      gender: 0,
      mobile: `136****${me.mobile.slice(-4)}`,
      account: null,
      entId: null,
      entName: null,
      logo: null,
      vip: 0,
      vipExpiresAt: null,
      wxBound: false,
      hasPassword: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('names the enterprise of an enterprise learner and sees a linked WeChat account', async () => {
    const learner = await loginWithCode(server, '13900000011');
    expect(learner.body.code).toBe('00000');
    await server.database.db
      .insert(tables.wechatAccounts)
      .values({ openid: `test-openid-${learner.userId}`, userId: learner.userId });
    const { body } = await call(learner, '/api/front/user/detail');
    expect(body.data).toMatchObject({
      mobile: '139****0011',
      account: 'hdzz001',
      entId: 1,
      entName: '华东智造集团有限公司',
      logo: expect.any(String),
      wxBound: true,
    });
    const account = await call(learner, '/api/front/user/account');
    expect(account.body.data).toEqual({
      mobile: '139****0011',
      account: 'hdzz001',
      wxBound: true,
      // The demo seed gives enterprise learners a password for account login.
      hasPassword: true,
      // The enterprise holds the account: closing it is not the learner's to ask.
      canClose: false,
      closureDueAt: null,
    });
  });

  it('answers the account summary of a new learner', async () => {
    const me = await freshLearner();
    const { status, body } = await call(me, '/api/front/user/account');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      mobile: `136****${me.mobile.slice(-4)}`,
      account: null,
      wxBound: false,
      hasPassword: false,
      canClose: true,
      closureDueAt: null,
    });
  });
});

describe('assets', () => {
  it('shows no membership before the gift and the gift after claiming it', async () => {
    const me = await freshLearner();
    const before = await call(me, '/api/front/user/asset/detail');
    expect(before.body.data).toEqual({ vip: 0, vipExpiresAt: null, vipDaysLeft: 0, gifts: [] });

    const gift = (me.body.data as { acquisitionUserFrontDTO: { id: number; type: number } })
      .acquisitionUserFrontDTO;
    const claimed = await call(me, '/api/front/acquisition/claim', { id: gift.id, type: gift.type });
    expect(claimed.body.code).toBe('00000');

    const after = await call(me, '/api/front/user/asset/detail');
    expect(after.body.data).toEqual({
      vip: 1,
      vipExpiresAt: expect.any(String),
      vipDaysLeft: 7,
      gifts: [{ type: 1, vipDays: 7, claimedAt: expect.any(String) }],
    });
    const profile = await call(me, '/api/front/user/detail');
    expect(profile.body.data).toMatchObject({ vip: 1, vipExpiresAt: expect.any(String) });
  });

  it('counts a lapsed membership as none', async () => {
    const me = await freshLearner();
    const lapsed = new Date(Date.now() - 60_000);
    await server.database.db
      .update(tables.users)
      .set({ vipExpiresAt: lapsed })
      .where(eq(tables.users.id, me.userId));
    const { body } = await call(me, '/api/front/user/asset/detail');
    expect(body.data).toMatchObject({ vip: 0, vipExpiresAt: lapsed.toISOString(), vipDaysLeft: 0 });
  });
});

describe('profile edit', () => {
  it('changes nickname (trimmed) and gender and answers the new profile', async () => {
    const me = await freshLearner();
    const answer = await call(me, '/api/front/user/edit', { nickname: '  小林  ', gender: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: me.userId, nickname: '小林', gender: 2 });
    const detail = await call(me, '/api/front/user/detail');
    expect(detail.body.data).toMatchObject({ nickname: '小林', gender: 2 });
  });

  it.each([
    [{ gender: 3 }, '请求参数错误：gender'],
    [{ nickname: '' }, '请输入昵称'],
    [{ nickname: '   ' }, '请输入昵称'],
    [{ nickname: '长'.repeat(21) }, '昵称最多20个字'],
    [{ nickname: '<script>' }, '昵称不能包含尖括号（< >）或控制字符'],
    [{ nickname: 'a<b' }, '昵称不能包含尖括号（< >）或控制字符'],
    [{ nickname: 'tab\there' }, '昵称不能包含尖括号（< >）或控制字符'],
    [{ nickname: 'abc\u202edcb' }, '昵称不能包含尖括号（< >）或控制字符'],
    [{}, '请至少修改一项资料'],
  ])('refuses %j', async (body, msg) => {
    const me = await freshLearner();
    const answer = await call(me, '/api/front/user/edit', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'A0400', msg, data: null });
    const detail = await call(me, '/api/front/user/detail');
    expect(detail.body.data).toMatchObject({ nickname: `学员${me.mobile.slice(-4)}`, gender: 0 });
  });
});

describe('avatar', () => {
  it('stores a PNG, serves it and sets it as the avatar', async () => {
    const me = await freshLearner();
    const answer = await upload(me, PNG_1X1);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: '00000',
      msg: 'ok',
      data: { url: expect.stringMatching(new RegExp(`^/uploads/avatars/${me.userId}/[0-9a-f]{32}\\.png$`)) },
    });
    const url = (answer.body.data as { url: string }).url;

    const served = await fetch(server.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);

    const edited = await call(me, '/api/front/user/edit', { avatar: url });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ avatar: url });
    // Posting the whole form back with the avatar unchanged is fine.
    const again = await call(me, '/api/front/user/edit', { avatar: url, nickname: '新名字' });
    expect(again.body.data).toMatchObject({ avatar: url, nickname: '新名字' });
  });

  it('names the type by the bytes, whatever the name and declared type say', async () => {
    const me = await freshLearner();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const asJpeg = await upload(me, jpeg, { filename: 'photo.gif', type: 'image/gif' });
    expect(asJpeg.status).toBe(200);
    expect((asJpeg.body.data as { url: string }).url).toMatch(/\.jpg$/);

    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    const asWebp = await upload(me, webp, { filename: 'x', type: 'application/octet-stream' });
    expect(asWebp.status).toBe(200);
    const webpUrl = (asWebp.body.data as { url: string }).url;
    expect(webpUrl).toMatch(/\.webp$/);
    const served = await fetch(server.baseUrl + webpUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named .png', async () => {
    const me = await freshLearner();
    const answer = await upload(me, Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'evil.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'A0400',
      msg: '仅支持 PNG、JPEG、WebP 格式的图片',
      data: null,
      reason: 'AVATAR_TYPE_UNSUPPORTED',
    });
  });

  it('refuses a file over 2 MB with 413', async () => {
    const me = await freshLearner();
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG_1X1.copy(big);
    const answer = await upload(me, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'A0413',
      msg: '头像文件不能超过2MB',
      data: null,
      reason: 'AVATAR_TOO_LARGE',
    });
  });

  it('accepts a file of exactly 2 MB', async () => {
    const me = await freshLearner();
    const limit = Buffer.alloc(AVATAR_MAX_BYTES);
    PNG_1X1.copy(limit);
    expect((await upload(me, limit)).status).toBe(200);
  });

  it('refuses a body far over the limit before reading it', async () => {
    const me = await freshLearner();
    const answer = await upload(me, Buffer.alloc(AVATAR_MAX_BYTES * 3));
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('A0413');
  });

  it('refuses a request without a file', async () => {
    const me = await freshLearner();
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await fetch(server.baseUrl + UPLOAD_PATH, {
      method: 'POST',
      headers: me.headers,
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await readEnvelope(response)).code).toBe('A0400');

    const wrongField = await upload(me, PNG_1X1, { field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe('A0400');

    const empty = await upload(me, new Uint8Array(0));
    expect(empty.status).toBe(400);

    const json = await call(me, UPLOAD_PATH, { url: '/uploads/avatars/1/x.png' });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('A0400');
  });

  it('refuses two files in one upload instead of keeping the first', async () => {
    const me = await freshLearner();
    const form = new FormData();
    form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'one.png');
    form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'two.png');
    const response = await fetch(server.baseUrl + UPLOAD_PATH, {
      method: 'POST',
      headers: me.headers,
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await readEnvelope(response)).toEqual({
      code: 'A0400',
      msg: '一次只能上传一张头像图片',
      data: null,
      reason: 'AVATAR_MORE_THAN_ONE',
    });
  });

  it('refuses a malformed multipart body without a 500', async () => {
    const me = await freshLearner();
    const response = await fetch(server.baseUrl + UPLOAD_PATH, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'this is not multipart',
    });
    expect(response.status).toBe(400);
    expect((await readEnvelope(response)).code).toBe('A0400');
  });

  it('answers 404 for an upload that does not exist, and never serves outside the folder', async () => {
    const missing = await rawGet(`/uploads/avatars/1/${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 'A0404' });
    // Sent as written (fetch would resolve the dots before sending).
    for (const path of [
      '/uploads/../package.json',
      '/uploads/../../../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/avatars/..%5c..%5c..%5cpackage.json',
    ]) {
      const answer = await rawGet(path);
      expect([400, 403, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toMatch(/root:|"name"/);
    }
  });

  it('parses multipart bodies for the upload call only', async () => {
    const me = await freshLearner();
    const form = new FormData();
    form.append('nickname', '表单');
    const response = await fetch(`${server.baseUrl}/api/front/user/edit`, {
      method: 'POST',
      headers: me.headers,
      body: form,
    });
    expect(response.status).toBe(415);
    expect((await readEnvelope(response)).code).toBe('A0415');
  });

  it('refuses an avatar that is not one of my uploads', async () => {
    const me = await freshLearner();
    const other = await freshLearner();
    const othersUrl = await uploadPng(other);
    const mine = await uploadPng(me);
    const fileName = mine.split('/').pop() ?? '';
    const refused = [
      othersUrl,
      // My file name under the other learner's folder, and the other way round.
      `/uploads/avatars/${other.userId}/${fileName}`,
      `/uploads/avatars/${me.userId}/${othersUrl.split('/').pop()}`,
      // Well-formed but never uploaded.
      `/uploads/avatars/${me.userId}/${'a'.repeat(32)}.png`,
      `/uploads/avatars/${me.userId}/../../x`,
      '/uploads/avatars/1/../../x',
      `/uploads/avatars/${me.userId}/../${other.userId}/${othersUrl.split('/').pop()}`,
      `/uploads/avatars/${me.userId}/%2e%2e/${other.userId}/${othersUrl.split('/').pop()}`,
      `${server.baseUrl}${mine}`,
      `https://evil.example.com${mine}`,
      `//evil.example.com${mine}`,
      'javascript:alert(1)',
      '/demo/users/u001.svg',
      `${mine}?x=1`,
      '',
    ];
    for (const avatar of refused) {
      const answer = await call(me, '/api/front/user/edit', { avatar });
      expect(answer.status, avatar).toBe(400);
      expect(answer.body, avatar).toEqual({
        code: 'A0400',
        msg: '头像地址无效',
        data: null,
        reason: 'AVATAR_URL_INVALID',
      });
    }
    const detail = await call(me, '/api/front/user/detail');
    expect((detail.body.data as { avatar: string }).avatar).not.toContain('/uploads/');
  });

  it('limits uploads per learner', async () => {
    const me = await freshLearner();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await upload(me, PNG_1X1)).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another learner is not affected.
    const other = await freshLearner();
    expect((await upload(other, PNG_1X1)).status).toBe(200);
  });
});

type AddressAnswer = { id: number; isDefault: 0 | 1; name: string; detail: string };

describe('addresses', () => {
  it('makes the first address the default and lists the default first, then the newest', async () => {
    const me = await freshLearner();
    const first = await call(me, '/api/front/user/address/save', anAddress({ detail: '一号' }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...anAddress({ detail: '一号' }), isDefault: 1 });
    const second = await call(me, '/api/front/user/address/save', anAddress({ detail: '二号' }));
    expect(second.body.data).toMatchObject({ isDefault: 0 });
    const third = await call(me, '/api/front/user/address/save', anAddress({ detail: '三号' }));

    const list = await call(me, '/api/front/user/address/list');
    expect((list.body.data as AddressAnswer[]).map((a) => [a.detail, a.isDefault])).toEqual([
      ['一号', 1],
      ['三号', 0],
      ['二号', 0],
    ]);

    // A new default clears the old one.
    const fourth = await call(
      me,
      '/api/front/user/address/save',
      anAddress({ detail: '四号', isDefault: 1 }),
    );
    expect(fourth.body.data).toMatchObject({ isDefault: 1 });
    const afterSave = (await call(me, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(afterSave.map((a) => [a.detail, a.isDefault])).toEqual([
      ['四号', 1],
      ['三号', 0],
      ['二号', 0],
      ['一号', 0],
    ]);

    // Editing another one into the default clears it again.
    const thirdId = (third.body.data as AddressAnswer).id;
    const edited = await call(
      me,
      '/api/front/user/address/edit',
      anAddress({ id: thirdId, detail: '三号（改）', isDefault: 1 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: thirdId, detail: '三号（改）', isDefault: 1 });
    const afterEdit = (await call(me, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(afterEdit.filter((a) => a.isDefault === 1).map((a) => a.id)).toEqual([thirdId]);
    expect(afterEdit[0]?.id).toBe(thirdId);

    const removed = await call(me, '/api/front/user/address/remove', { id: thirdId });
    expect(removed.body).toEqual({ code: '00000', msg: 'ok', data: null });
    const afterRemove = (await call(me, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(afterRemove.map((a) => a.detail)).toEqual(['四号', '二号', '一号']);
  });

  it('validates the fields with the contract messages', async () => {
    const me = await freshLearner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [anAddress({ name: ' ' }), '请输入收货人'],
      [anAddress({ mobile: '12345' }), '请输入正确的手机号!'],
      [anAddress({ detail: '' }), '请输入详细地址'],
      [anAddress({ detail: '长'.repeat(121) }), '详细地址最多120个字'],
      [anAddress({ isDefault: 2 }), '请求参数错误：isDefault'],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(me, '/api/front/user/address/save', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'A0400', msg, data: null });
    }
  });

  it(`refuses address ${MAX_ADDRESSES + 1}`, async () => {
    const me = await freshLearner();
    for (let i = 1; i <= MAX_ADDRESSES; i++) {
      const answer = await call(me, '/api/front/user/address/save', anAddress({ detail: `第${i}号` }));
      expect(answer.status).toBe(200);
    }
    const refused = await call(me, '/api/front/user/address/save', anAddress({ detail: '多一个' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'A0400',
      msg: '收货地址最多20个',
      data: null,
      reason: 'ADDRESS_LIMIT',
    });
    const list = (await call(me, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(list).toHaveLength(MAX_ADDRESSES);
  });

  it("answers another learner's address exactly like an unknown one and leaves it alone", async () => {
    const owner = await freshLearner();
    const intruder = await freshLearner();
    const saved = await call(owner, '/api/front/user/address/save', anAddress({ name: '原主人' }));
    const id = (saved.body.data as AddressAnswer).id;

    const unknown = await call(intruder, '/api/front/user/address/edit', anAddress({ id: 999_999 }));
    const edit = await call(
      intruder,
      '/api/front/user/address/edit',
      anAddress({ id, name: '入侵者', isDefault: 1 }),
    );
    const remove = await call(intruder, '/api/front/user/address/remove', { id });
    for (const answer of [unknown, edit, remove]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        code: 'A0404',
        msg: '收货地址不存在',
        data: null,
        reason: 'ADDRESS_NOT_FOUND',
      });
    }
    expect((await call(intruder, '/api/front/user/address/remove', { id: 999_999 })).body).toEqual(
      remove.body,
    );

    const ownersList = (await call(owner, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(ownersList).toEqual([expect.objectContaining({ id, name: '原主人', isDefault: 1 })]);
    expect((await call(intruder, '/api/front/user/address/list')).body.data).toEqual([]);
  });

  it('keeps the limit and a single default under concurrent saves', async () => {
    const me = await freshLearner();
    const attempts = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
        call(me, '/api/front/user/address/save', anAddress({ detail: `并发${i}`, isDefault: 1 })),
      ),
    );
    expect(attempts.filter((answer) => answer.status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(attempts.filter((answer) => answer.body.msg === '收货地址最多20个')).toHaveLength(5);
    const list = (await call(me, '/api/front/user/address/list')).body.data as AddressAnswer[];
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect(list.filter((address) => address.isDefault === 1)).toHaveLength(1);
  });

  it('refuses a malformed id', async () => {
    const me = await freshLearner();
    for (const id of [0, -1, 'abc', 1.5, 2 ** 40]) {
      const answer = await call(me, '/api/front/user/address/remove', { id });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
    }
  });
});

describe('user/data/export', () => {
  const EXPORT = '/api/front/user/data/export';
  type Export = {
    account: { id: number; mobile: string; orders: unknown[]; courses: Array<{ courseId: number }> };
    consent: { version: number | null; at: string | null };
    study: { courses: Array<{ courseId: number; finishedSections: number }>; studyDays: string[] };
  };

  it("gives a learner their own account, consent, orders and study, and nobody else's", async () => {
    const who = await freshLearner();
    const mine = await call(who, EXPORT);
    expect(mine.body.code).toBe('00000');
    const data = mine.body.data as Export;
    expect(data.account).toMatchObject({ id: who.userId, mobile: who.mobile, orders: [], courses: [] });
    expect(data.consent.version).toBe(1);
    expect(data.study).toEqual({ courses: [], studyDays: [] });
    expect((await call(null, EXPORT)).body.code).toBe('A0313');
  });

  it('carries the study records the learner has', async () => {
    // The demo member studied course 3 whole (seed/learners.ts).
    const member = await loginWithCode(server, '13800000001');
    const data = (await call(member, EXPORT)).body.data as Export;
    expect(data.study.courses.find((course) => course.courseId === 3)?.finishedSections).toBeGreaterThan(0);
    expect(data.study.studyDays.length).toBeGreaterThan(0);
  });
});
