import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { encrypt, loginWithAccount } from './login-helpers.js';

const server = serverForThisFile();

const INVALID = { code: 'A0400', msg: '内容包含无法识别的字符', data: null, reason: 'INVALID_CHARACTERS' };
const address = {
  name: '张三',
  mobile: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路1号',
};
/** NUL alone and inside a value, other C0 and C1 controls, and lone surrogates of both halves. */
const HOSTILE = ['\u0000', 'a\u0000b', 'x\u0007', '\u001b[31m', '\u0085', '\ud800', 'a\udc00b'];

describe('text no request can carry', () => {
  it('is refused in searches', async () => {
    for (const text of HOSTILE) {
      const courses = await server.post('/api/front/course/list', { keyword: text });
      expect([courses.status, courses.body], JSON.stringify(text)).toEqual([400, INVALID]);
      const trainings = await server.post('/api/front/search/training/list', { keyword: text });
      expect([trainings.status, trainings.body], JSON.stringify(text)).toEqual([400, INVALID]);
    }
  });

  it('is refused in every field of an address, and in keys', async () => {
    const me = await loginWithAccount(server, '13800000003', 'Zhixue@2026');
    const saved = await server.post('/api/front/user/address/save', address, { headers: me.headers });
    expect(saved.body.code).toBe('00000');
    const { id } = saved.body.data as { id: number };
    for (const field of Object.keys(address)) {
      for (const text of ['\u0000', `${address.detail}\u0000`, '\ud83d']) {
        const hostile = { ...address, [field]: text };
        const save = await server.post('/api/front/user/address/save', hostile, { headers: me.headers });
        expect([save.status, save.body], `${field} ${JSON.stringify(text)}`).toEqual([400, INVALID]);
        const edit = await server.post(
          '/api/front/user/address/edit',
          { ...hostile, id },
          { headers: me.headers },
        );
        expect([edit.status, edit.body], `${field} ${JSON.stringify(text)}`).toEqual([400, INVALID]);
      }
    }
    const key = await server.post(
      '/api/front/user/address/save',
      { ...address, 'x\u0000': 1 },
      { headers: me.headers },
    );
    expect(key.body).toEqual(INVALID);
  });

  it('is refused once decrypted, in an account', async () => {
    // UTF-8 cannot carry a lone surrogate, so through the cipher only control characters can arrive.
    for (const account of ['hdzz001\u0000', '\u0000', 'hdzz\u0085001']) {
      const answer = await server.post('/api/front/user/login/account', {
        account: encrypt(account),
        password: encrypt('Zhixue@2026'),
        deviceId: '',
        loginDevice: 'pc',
      });
      expect([answer.status, answer.body], JSON.stringify(account)).toEqual([400, INVALID]);
    }
  });

  it('leaves tabs, line breaks, emoji and Chinese alone', async () => {
    const me = await loginWithAccount(server, '13800000002', 'Zhixue@2026');
    const detail = '文三路1号\n二楼\t😀';
    const saved = await server.post(
      '/api/front/user/address/save',
      { ...address, detail },
      { headers: me.headers },
    );
    expect(saved.body.code).toBe('00000');
    expect((saved.body.data as { detail: string }).detail).toBe(detail);
  });

  it('is refused, like nesting deeper than any request needs, without a 500', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await fetch(`${server.baseUrl}/api/front/course/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"keyword":"a","x":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'A0400',
      msg: '请求参数层级过深',
      data: null,
      reason: 'REQUEST_TOO_DEEP',
    });
  });
});
