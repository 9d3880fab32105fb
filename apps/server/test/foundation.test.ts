import { describe, expect, it } from 'vitest';
import { readEnvelope, serverForThisFile } from './harness.js';

const server = serverForThisFile();

describe('home page calls', () => {
  it('lists home banners covering every jump code 1-7', async () => {
    const { status, body } = await server.post('/api/front/home/banner/list', {});
    expect(status).toBe(200);
    expect(body.code).toBe('00000');
    expect(body.msg).toBe('ok');
    const banners = body.data as Array<{ jump: number; picPc: string; productId: number | null }>;
    expect(new Set(banners.map((banner) => banner.jump))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const banner of banners) expect(banner.picPc).toMatch(/^\/demo\/.+\.svg$/);
  });

  it.each([
    '/api/front/home/new/list',
    '/api/front/home/recommend/list',
    '/api/front/home/free/list/web',
    '/api/front/home/vip/list',
  ])('%s answers course cards with prices in cents', async (path) => {
    const { status, body } = await server.post(path, { limit: 6 });
    expect(status).toBe(200);
    const cards = body.data as Array<Record<string, unknown>>;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    for (const card of cards) {
      expect(Number.isInteger(card.price)).toBe(true);
      expect(card.linePrice as number).toBeGreaterThanOrEqual(card.price as number);
      expect(typeof card.name).toBe('string');
      // Internal columns never leave the server.
      expect(card).not.toHaveProperty('published');
      expect(card).not.toHaveProperty('categoryId');
    }
  });

  it('the free list holds only free courses and the VIP list only member courses', async () => {
    const free = (await server.post('/api/front/home/free/list/web', {})).body.data as Array<{
      charge: number;
    }>;
    expect(free.every((card) => card.charge === 0)).toBe(true);
    const vip = (await server.post('/api/front/home/vip/list', {})).body.data as Array<{
      charge: number;
      vip: number;
    }>;
    expect(vip.every((card) => card.charge === 2 || card.vip === 1)).toBe(true);
  });

  it('groups home courses by category, each shelf within its limit', async () => {
    const { body } = await server.post('/api/front/home/course/list', { limit: 4 });
    const shelves = body.data as Array<{ categoryName: string; list: unknown[] }>;
    expect(shelves.length).toBeGreaterThanOrEqual(4);
    for (const shelf of shelves) {
      expect(shelf.categoryName).toMatch(/[\u4e00-\u9fff]/);
      expect(shelf.list.length).toBeGreaterThan(0);
      expect(shelf.list.length).toBeLessThanOrEqual(4);
    }
  });

  it('lists free trial (youke) courses with their project', async () => {
    const { body } = await server.post('/api/front/home/youke/course/list', {});
    const cards = body.data as Array<{ projectName: string; count: number }>;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.projectName.length).toBeGreaterThan(0);
      expect(card.count).toBeGreaterThan(0);
    }
  });

  it('lists training camps of every kind and pages them by kind', async () => {
    const all = (await server.post('/api/front/home/training/all/list', { limit: 50 })).body.data as Array<{
      kind: string;
    }>;
    expect(new Set(all.map((camp) => camp.kind))).toEqual(new Set(['online', 'offline', 'trial']));

    const page = await server.post('/api/front/home/training/list', {
      kind: 'offline',
      pageCurrent: 1,
      pageSize: 2,
    });
    const data = page.body.data as { list: Array<{ kind: string; city: string | null }>; total: number };
    expect(data.list.length).toBeLessThanOrEqual(2);
    expect(data.total).toBeGreaterThanOrEqual(data.list.length);
    for (const camp of data.list) {
      expect(camp.kind).toBe('offline');
      expect(camp.city).toBeTruthy();
    }
    const beyond = await server.post('/api/front/home/training/list', { pageCurrent: 999, pageSize: 10 });
    expect((beyond.body.data as { list: unknown[] }).list).toEqual([]);
  });

  it('answers the site configuration for the footer and sidebar', async () => {
    const { body } = await server.post('/api/front/config/detail');
    const config = body.data as Record<string, string>;
    expect(config.siteName).toBeTruthy();
    expect(config.customerServiceQr).toMatch(/^https?:\/\//);
    expect(config.icpRecord).toMatch(/ICP/);
  });

  it('lists hot searches and counts a click on one', async () => {
    const { body } = await server.post('/api/front/search/hot/list');
    const items = body.data as Array<{ id: number; name: string }>;
    expect(items.length).toBeGreaterThan(0);
    const first = items[0];
    if (!first) throw new Error('no hot search seeded');
    expect(Object.keys(first).sort()).toEqual(['id', 'name']);
    const counted = await server.post('/api/front/search/hot/count', { id: first.id });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ code: '00000', msg: 'ok', data: null });
    const unknown = await server.post('/api/front/search/hot/count', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('A0404');
  });
});

describe('hostile and malformed input never yields a 500', () => {
  const rawPost = (path: string, body: string, contentType = 'application/json') =>
    fetch(server.baseUrl + path, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('rejects malformed JSON with A0400', async () => {
    const response = await rawPost('/api/front/home/new/list', '{"limit": ');
    expect(response.status).toBe(400);
    expect(await readEnvelope(response)).toEqual({
      code: 'A0400',
      msg: '请求体不是合法的 JSON',
      data: null,
      reason: 'INVALID_JSON',
    });
  });

  it.each([
    [{ limit: 'many' }],
    [{ limit: -1 }],
    [{ limit: 1e9 }],
    [{ limit: 2.5 }],
    [[1, 2, 3]],
    ['text'],
    [42],
  ])('rejects the wrong shape %j with A0400', async (body) => {
    const { status, body: answer } = await server.post('/api/front/home/new/list', body);
    expect(status).toBe(400);
    expect(answer.code).toBe('A0400');
    expect(answer.data).toBeNull();
    expect(answer.msg).toMatch(/请求参数错误/);
  });

  it.each([
    [{ id: 'abc' }],
    [{ id: -5 }],
    [{ id: 0 }],
    [{ id: 1.5 }],
    [{ id: '99999999999' }],
    [{ id: null }],
    [{}],
  ])('rejects the bad id %j with A0400', async (body) => {
    const { status, body: answer } = await server.post('/api/front/search/hot/count', body);
    expect(status).toBe(400);
    expect(answer.code).toBe('A0400');
  });

  it('rejects paging beyond its bounds', async () => {
    const { status, body } = await server.post('/api/front/home/training/list', { pageSize: 5000 });
    expect(status).toBe(400);
    expect(body.code).toBe('A0400');
  });

  it('rejects prototype-poisoning bodies', async () => {
    const response = await rawPost('/api/front/home/new/list', '{"__proto__": {"admin": true}}');
    expect(response.status).toBe(400);
    expect((await readEnvelope(response)).code).toBe('A0400');
  });

  it('rejects a body larger than the limit with A0413', async () => {
    const response = await rawPost(
      '/api/front/home/new/list',
      JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect((await readEnvelope(response)).code).toBe('A0413');
  });

  it('rejects a non-JSON content type with A0415', async () => {
    const response = await rawPost(
      '/api/front/home/new/list',
      'limit=3',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(415);
    expect((await readEnvelope(response)).code).toBe('A0415');
  });

  it('answers unknown API paths with an A0404 envelope and other methods with A0405', async () => {
    const unknown = await server.post('/api/front/no/such/call', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'A0404', msg: '接口不存在', data: null, reason: 'API_NOT_FOUND' });
    const get = await fetch(`${server.baseUrl}/api/front/home/new/list`);
    expect(get.status).toBe(405);
    expect((await readEnvelope(get)).code).toBe('A0405');
  });

  it('accepts a POST without a body where the call needs none', async () => {
    const response = await fetch(`${server.baseUrl}/api/front/home/banner/list`, { method: 'POST' });
    expect(response.status).toBe(200);
  });
});

describe('operations', () => {
  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await server.post(
      '/api/front/search/hot/list',
      {},
      { headers: { 'x-request-id': 'trace-123' } },
    );
    expect(own.headers.get('x-request-id')).toBe('trace-123');
    const hostile = await server.post(
      '/api/front/search/hot/list',
      {},
      { headers: { 'x-request-id': 'a b\tc' } },
    );
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness', async () => {
    const alive = await fetch(`${server.baseUrl}/healthz`);
    expect(alive.status).toBe(200);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect((await readEnvelope(ready)).data).toEqual({ database: 'up', cache: 'up' });
  });
});
