import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** The console's catalogue screens: courses found by keyword, hot search, banners, VIP plans, lecturers and site settings. */
const server = serverForThisFile();
let editor: SignedInOperator;

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
});

const asEditor = (path: string, body: unknown) =>
  server.post(`/api/admin/${path}`, body, { headers: editor.headers });
const front = async (path: string, body: unknown = {}) =>
  (await server.post(`/api/front/${path}`, body)).body.data;

async function auditOf(action: string) {
  const result = await server.database.db.execute(
    sql`select before, after from audit_log where action = ${action} order by id desc limit 1`,
  );
  return (result as unknown as { rows: Array<{ before: unknown; after: unknown }> }).rows[0];
}

describe('the course list keyword', () => {
  it('finds any course whose name holds the keyword, unpublished ones included, wildcards literally', async () => {
    const create = (name: string) =>
      asEditor('course/create', {
        name,
        summary: '关键词',
        categoryId: 1,
        charge: 0,
        price: 0,
        linePrice: 0,
        vip: 0,
        vipCharge: 0,
        vipPrice: 0,
      }).then((answer) => (answer.body.data as { id: number }).id);
    const unpublished = await create('跨境电商 Excel 100%实战');
    const other = await create('跨境物流电商课');
    const find = async (keyword: string) =>
      (
        (await asEditor('course/list', { keyword, pageSize: 100 })).body.data as { list: { id: number }[] }
      ).list
        .map((row) => row.id)
        .filter((id) => id === unpublished || id === other);
    expect(await find('跨境电商')).toEqual([unpublished]);
    expect(await find('电商')).toEqual([other, unpublished]);
    // Letter case, one character, a space inside, and LIKE's wildcards taken as text.
    expect(await find('excel')).toEqual([unpublished]);
    expect(await find('跨')).toEqual([other, unpublished]);
    expect(await find('电商 Excel')).toEqual([unpublished]);
    expect(await find('100%')).toEqual([unpublished]);
    expect(await find('1_0')).toEqual([]);
  });
});

describe('a course price', () => {
  it('is 0 for a free course and above 0 for a paid one, so no page shows 免费 beside 立即购买', async () => {
    const course = {
      name: '定价规则',
      summary: '',
      categoryId: 1,
      linePrice: 0,
      vip: 0,
      vipCharge: 0,
      vipPrice: 0,
    };
    const paidForNothing = await asEditor('course/create', { ...course, charge: 1, price: 0 });
    expect([paidForNothing.status, paidForNothing.body.code, paidForNothing.body.msg]).toEqual([
      400,
      'A0400',
      '付费课程的价格须大于 0',
    ]);
    const freeAtAPrice = await asEditor('course/create', { ...course, charge: 0, price: 100 });
    expect(freeAtAPrice.body.msg).toBe('免费课程的价格须为 0');
    const paid = await asEditor('course/create', { ...course, charge: 1, price: 100 });
    expect(paid.body.code).toBe('00000');
    const id = (paid.body.data as { id: number }).id;
    const madeFree = await asEditor('course/update', { ...course, id, charge: 1, price: 0 });
    expect(madeFree.body.msg).toBe('付费课程的价格须大于 0');
  });
});

describe('hot search terms', () => {
  it('shows a new term in the search box dropdown at once, though the list was cached', async () => {
    const before = (await front('search/hot/list')) as Array<{ name: string }>;
    expect(before.map((item) => item.name)).not.toContain('跨部门协作');
    const created = await asEditor('hot-search/create', { name: ' 跨部门协作 ' });
    expect(created.body.data).toMatchObject({ name: '跨部门协作', enabled: true });
    const after = (await front('search/hot/list')) as Array<{ name: string }>;
    expect(after[0]?.name).toBe('跨部门协作');
    expect(await auditOf('/api/admin/hot-search/create')).toMatchObject({ before: null });
  });

  it('drops a disabled term from the dropdown and refuses a name already taken', async () => {
    const list = (await asEditor('hot-search/list', {})).body.data as Array<{ id: number; name: string }>;
    const [first, second] = list;
    if (!first || !second) throw new Error('the seed has hot search terms');
    const taken = await asEditor('hot-search/update', { id: first.id, name: second.name, enabled: true });
    expect([taken.status, taken.body.reason]).toEqual([409, 'HOT_SEARCH_NAME_TAKEN']);
    await asEditor('hot-search/update', { id: first.id, name: first.name, enabled: false });
    const shown = (await front('search/hot/list')) as Array<{ id: number }>;
    expect(shown.map((item) => item.id)).not.toContain(first.id);
    const empty = await asEditor('hot-search/create', { name: '  ' });
    expect([empty.status, empty.body.code, empty.body.msg]).toEqual([400, 'A0400', '请输入搜索词']);
  });

  it('orders the dropdown as the operator orders it, and refuses an order of other rows', async () => {
    const ids = ((await asEditor('hot-search/list', {})).body.data as Array<{ id: number }>).map(
      (row) => row.id,
    );
    const reversed = [...ids].reverse();
    expect((await asEditor('hot-search/reorder', { ids: reversed })).body.code).toBe('00000');
    const enabledOrder = (
      (await asEditor('hot-search/list', {})).body.data as Array<{ id: number; enabled: boolean }>
    )
      .filter((row) => row.enabled)
      .map((row) => row.id);
    const shown = ((await front('search/hot/list')) as Array<{ id: number }>).map((item) => item.id);
    expect(shown).toEqual(enabledOrder.slice(0, shown.length));
    expect(enabledOrder).toEqual(reversed.filter((id) => enabledOrder.includes(id)));
    const partial = await asEditor('hot-search/reorder', { ids: reversed.slice(1) });
    expect([partial.status, partial.body.reason]).toEqual([409, 'LIST_ORDER_MISMATCH']);
  });
});

describe('banners', () => {
  const banner = { position: 'home', title: '新春特惠', picPc: '/uploads/banner.png' };

  it('shows a new banner on the home page at once, last in the carousel', async () => {
    await front('home/banner/list');
    const created = await asEditor('banner/create', {
      ...banner,
      jump: 1,
      shareUrl: 'https://example.com/a',
    });
    expect(created.body.data).toMatchObject({ jump: 1, shareUrl: 'https://example.com/a', productId: null });
    const home = (await front('home/banner/list')) as Array<{ title: string }>;
    expect(home.at(-1)?.title).toBe('新春特惠');
  });

  it('checks that the target of each jump code exists and is of its kind', async () => {
    const [course] = await server.database.db
      .select({ id: tables.courses.id })
      .from(tables.courses)
      .where(sql`type = 1 and channel = 'main' and published`)
      .limit(1);
    const [bundle] = await server.database.db
      .select({ id: tables.courses.id })
      .from(tables.courses)
      .where(sql`type = 2 and channel = 'main' and published`)
      .limit(1);
    const [online] = await server.database.db
      .select({ id: tables.trainings.id })
      .from(tables.trainings)
      .where(sql`kind = 'online'`)
      .limit(1);
    if (!course || !bundle || !online) throw new Error('the seed has courses, bundles and camps');
    const make = (jump: number, productId: number | null) =>
      asEditor('banner/create', { ...banner, jump, productId });
    expect((await make(3, course.id)).body.code).toBe('00000');
    expect((await make(4, bundle.id)).body.code).toBe('00000');
    expect((await make(6, online.id)).body.code).toBe('00000');
    for (const [jump, productId] of [
      [3, bundle.id],
      [4, course.id],
      [7, online.id],
      [3, 999_999],
    ] as const) {
      const refused = await make(jump, productId);
      expect([jump, refused.status, refused.body.reason]).toEqual([jump, 400, 'BANNER_TARGET_INVALID']);
    }
    const noUrl = await make(1, null);
    expect([noUrl.status, noUrl.body.msg]).toEqual([400, '外部链接须填写跳转地址']);
    const noProduct = await make(6, null);
    expect([noProduct.status, noProduct.body.msg]).toEqual([400, '请填写跳转目标的编号']);
    // A target its code does not use is dropped, not kept to confuse the learner site.
    const member = await make(2, course.id);
    expect(member.body.data).toMatchObject({ jump: 2, productId: null, shareUrl: null });
    const badPicture = await asEditor('banner/create', { ...banner, picPc: 'javascript:alert(1)', jump: 2 });
    expect([badPicture.status, badPicture.body.msg]).toEqual([400, '图片地址须以 / 或 https:// 开头']);
  });

  it('hides a disabled banner from the learner site and audits the change', async () => {
    const list = (await asEditor('banner/list', { position: 'home' })).body.data as Array<
      Record<string, unknown>
    >;
    const first = list[0];
    if (!first) throw new Error('the seed has home banners');
    const { id, sort: _sort, ...fields } = first;
    const answer = await asEditor('banner/update', { id, ...fields, enabled: false });
    expect(answer.body.data).toMatchObject({ id, enabled: false });
    const home = (await front('home/banner/list')) as Array<{ id: number }>;
    expect(home.map((row) => row.id)).not.toContain(id);
    expect(await auditOf('/api/admin/banner/update')).toMatchObject({
      before: { id, enabled: true },
      after: { id, enabled: false },
    });
    const missing = await asEditor('banner/update', { ...fields, id: 999_999 });
    expect([missing.status, missing.body.reason]).toEqual([404, 'BANNER_NOT_FOUND']);
  });
});

describe('VIP plans', () => {
  it('shows a changed price on the member page at once', async () => {
    const before = (await front('vip/detail')) as { plans: Array<{ id: number; price: number }> };
    const plan = ((await asEditor('vip-plan/list', {})).body.data as unknown[])[0] as Record<
      string,
      unknown
    > & {
      id: number;
    };
    const { sort: _sort, ...fields } = plan;
    expect(before.plans.some((row) => row.id === plan.id)).toBe(true);
    const answer = await asEditor('vip-plan/update', { ...fields, price: 12_300, linePrice: 45_600 });
    expect(answer.body.data).toMatchObject({ id: plan.id, price: 12_300, linePrice: 45_600 });
    const after = (await front('vip/detail')) as { plans: Array<{ id: number; price: number }> };
    expect(after.plans.find((row) => row.id === plan.id)?.price).toBe(12_300);
  });

  it('refuses a line price below the price and hides a disabled plan', async () => {
    const plan = ((await asEditor('vip-plan/list', {})).body.data as unknown[])[1] as Record<
      string,
      unknown
    > & {
      id: number;
    };
    const { sort: _sort, ...fields } = plan;
    const below = await asEditor('vip-plan/update', { ...fields, price: 500, linePrice: 400 });
    expect([below.status, below.body.msg]).toEqual([400, '划线价不能低于售价']);
    await asEditor('vip-plan/update', { ...fields, enabled: false });
    const shown = (await front('vip/detail')) as { plans: Array<{ id: number }> };
    expect(shown.plans.map((row) => row.id)).not.toContain(plan.id);
    const free = await asEditor('vip-plan/create', {
      name: '免费卡',
      durationDays: 7,
      price: 0,
      linePrice: 0,
      benefits: [],
    });
    expect([free.status, free.body.msg]).toEqual([400, '价格须大于 0']);
  });
});

describe('lecturers', () => {
  it('creates and edits a lecturer, and the course modal reads the change', async () => {
    const fields = {
      name: '林老师',
      avatar: '/uploads/lin.png',
      title: '资深培训师',
      detail: '十年经验\n擅长沟通',
    };
    const created = await asEditor('lecturer/create', { ...fields, topic: '', serviceCompany: '华为' });
    expect(created.body.data).toMatchObject({
      ...fields,
      topic: null,
      serviceCompany: '华为',
      courseCount: 0,
    });
    const found = await asEditor('lecturer/list', { keyword: '林老' });
    expect(
      ((found.body.data as { list: unknown[] }).list as Array<{ name: string }>).map((row) => row.name),
    ).toContain('林老师');
    const noName = await asEditor('lecturer/create', { ...fields, name: '' });
    expect([noName.status, noName.body.msg]).toEqual([400, '请输入讲师姓名']);
    const missing = await asEditor('lecturer/update', { ...fields, id: 999_999 });
    expect([missing.status, missing.body.reason]).toEqual([404, 'LECTURER_NOT_FOUND']);
  });
});

describe('site settings', () => {
  it('saves the footer and QR contents, which the learner site reads at once', async () => {
    await front('config/detail');
    const settings = (await asEditor('site-settings/detail', {})).body.data as Record<string, string>;
    const saved = await asEditor('site-settings/save', { ...settings, servicePhone: '400-800-1234' });
    expect(saved.body.code).toBe('00000');
    expect(await front('config/detail')).toMatchObject({ servicePhone: '400-800-1234' });
    const badMail = await asEditor('site-settings/save', { ...settings, serviceEmail: 'nope' });
    expect([badMail.status, badMail.body.msg]).toEqual([400, '请输入正确的邮箱']);
  });

  it('versions 《用户协议》《隐私政策》: a changed text is a new version, the same texts are not', async () => {
    type Documents = { version: number; userAgreement: string; privacyPolicy: string; updatedAt: string };
    const shown = (await front('legal/detail')) as Documents;
    expect(shown.userAgreement).toContain('本协议');
    const texts = { userAgreement: shown.userAgreement, privacyPolicy: shown.privacyPolicy };
    const sameAnswer = await asEditor('legal/save', texts);
    expect(sameAnswer.body.msg).toBe('ok');
    const same = sameAnswer.body.data as Documents;
    expect(same).toEqual(shown);
    const changed = (
      await asEditor('legal/save', { ...texts, privacyPolicy: `${texts.privacyPolicy}\n补充条款` })
    ).body.data as Documents;
    expect(changed.version).toBe(shown.version + 1);
    expect(((await front('legal/detail')) as Documents).privacyPolicy).toContain('补充条款');
    const empty = await asEditor('legal/save', { ...texts, userAgreement: ' ' });
    expect([empty.status, empty.body.msg]).toEqual([400, '请输入用户协议']);
  });
});

describe('roles', () => {
  it('lets support read the catalogue screens but change nothing', async () => {
    const support = await signInAs(server, 'support');
    const read = await server.post('/api/admin/banner/list', {}, { headers: support.headers });
    expect(read.body.code).toBe('00000');
    const write = await server.post(
      '/api/admin/hot-search/create',
      { name: '越权' },
      { headers: support.headers },
    );
    expect([write.status, write.body.reason]).toEqual([403, 'OPERATOR_FORBIDDEN']);
  });
});
