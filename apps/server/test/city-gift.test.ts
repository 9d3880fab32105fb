import { type CityCenterApplication, CityCenterStatus } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1360000');
const db = () => server.database.db;

const ADD = '/api/front/city/gift/add';
const DETAIL = '/api/front/city/gift/detail';

const call = (who: LoggedIn | null, path: string, body: unknown = {}) =>
  server.post(path, body, who ? { headers: who.headers } : undefined);

const application = (overrides: Record<string, unknown> = {}) => ({
  name: '周明远',
  mobile: '13912345678',
  province: '浙江省',
  city: '杭州市',
  company: '杭州明远企业管理咨询有限公司',
  experience: '从事企业培训八年，服务过三十余家制造业客户，擅长内训师培养与课程开发项目。',
  ...overrides,
});

async function newLearner(): Promise<LoggedIn> {
  const learner = await loginWithCode(server, freshPhone());
  expect(learner.token).not.toBe('');
  return learner;
}

/** What the add call refuses the fields with: its code, and the Chinese message a person reads. */
async function refusal(overrides: Record<string, unknown>, who?: LoggedIn) {
  const { status, body } = await call(who ?? (await newLearner()), ADD, application(overrides));
  return { status, code: body.code, msg: body.msg };
}

describe('city/gift for a visitor', () => {
  it('asks a visitor to log in (A0313) for both calls', async () => {
    for (const path of [ADD, DETAIL]) {
      const { status, body } = await call(null, path, application());
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'A0313', msg: '请先登录', data: null, reason: 'NOT_LOGGED_IN' });
    }
  });

  it('stores nothing for a visitor, whatever the fields', async () => {
    await call(null, ADD, { name: 1 });
    await call(null, ADD, application());
    expect(await db().select().from(tables.cityCenterApplications)).toEqual([]);
  });
});

describe('city/gift/add and detail', () => {
  it('answers null before, then the application under review with the phone masked', async () => {
    const me = await newLearner();
    const before = await call(me, DETAIL);
    expect(before.body).toEqual({ code: '00000', msg: 'ok', data: null });

    const added = await call(me, ADD, application());
    expect(added.body.code).toBe('00000');
    const created = added.body.data as CityCenterApplication;
    expect(created).toMatchObject({
      name: '周明远',
      mobile: '139****5678',
      province: '浙江省',
      city: '杭州市',
      status: 0,
      statusText: '审核中',
      reviewNote: null,
      canResubmit: false,
      reviewedAt: null,
    });

    const after = await call(me, DETAIL);
    expect(after.body.data).toEqual(created);

    // Stored for the programme team to call back, as the users table keeps phones.
    const [row] = await db()
      .select()
      .from(tables.cityCenterApplications)
      .where(eq(tables.cityCenterApplications.userId, me.userId));
    expect(row?.mobile).toBe('13912345678');
  });

  it('shows each learner only their own application', async () => {
    const first = await newLearner();
    const second = await newLearner();
    await call(first, ADD, application());
    expect((await call(second, DETAIL)).body.data).toBeNull();
  });

  it('trims the fields and keeps line breaks in the experience', async () => {
    const me = await newLearner();
    const { body } = await call(
      me,
      ADD,
      application({
        name: '  李 娜 ',
        company: ' 知行咨询 ',
        experience: '第一行经历说明文字\r\n第二行经历',
      }),
    );
    expect(body.data).toMatchObject({
      name: '李 娜',
      company: '知行咨询',
      experience: '第一行经历说明文字\n第二行经历',
    });
  });
});

describe('city/gift/add validation', () => {
  it('says which field is missing, in Chinese', async () => {
    const me = await newLearner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入姓名'],
      [{ name: '   ' }, '请输入姓名'],
      [{ mobile: '' }, '请输入手机号'],
      [{ mobile: '12345678901' }, '请输入正确的手机号!'],
      [{ mobile: '1391234567' }, '请输入正确的手机号!'],
      [{ province: '' }, '请选择所在城市'],
      [{ city: '' }, '请选择所在城市'],
      [{ company: '' }, '请输入公司/机构名称'],
      [{ experience: '' }, '请简要介绍您的从业经验'],
      [{ experience: '做培训' }, '从业经验至少填写10个字'],
    ];
    for (const [overrides, msg] of cases) {
      expect(await refusal(overrides, me), JSON.stringify(overrides)).toEqual({
        status: 400,
        code: 'A0400',
        msg,
      });
    }
    expect((await call(me, DETAIL)).body.data).toBeNull();
  });

  it('refuses a city that is not in the chosen province', async () => {
    const me = await newLearner();
    for (const overrides of [
      { province: '浙江省', city: '南京市' },
      { province: '火星', city: '杭州市' },
      { province: 'constructor', city: 'constructor' },
      { province: '__proto__', city: 'length' },
    ]) {
      expect(await refusal(overrides, me)).toEqual({ status: 400, code: 'A0400', msg: '请选择所在城市' });
    }
  });

  it('refuses over-long fields with their limits', async () => {
    const me = await newLearner();
    expect((await refusal({ name: '张'.repeat(21) }, me)).msg).toBe('姓名最多20个字');
    expect((await refusal({ company: '公'.repeat(51) }, me)).msg).toBe('公司/机构名称最多50个字');
    expect((await refusal({ experience: '经'.repeat(501) }, me)).msg).toBe('从业经验最多500个字');
    expect((await refusal({ experience: '经'.repeat(500) }, me)).code).toBe('00000');
  });

  it('refuses a huge body without a 500', async () => {
    const me = await newLearner();
    const huge = 'x'.repeat(900_000);
    const answer = await call(me, ADD, application({ experience: huge }));
    expect(answer.body).toEqual({
      code: 'A0400',
      msg: '从业经验最多500个字',
      data: null,
      reason: 'INVALID_REQUEST',
    });
    const tooBig = await call(me, ADD, application({ experience: 'y'.repeat(2_000_000) }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('A0413');
  });

  it('refuses wrong types with a clear message', async () => {
    const me = await newLearner();
    const cases: Array<[unknown, string]> = [
      [application({ name: 42 }), '请输入姓名'],
      [application({ mobile: 13912345678 }), '请输入手机号'],
      [application({ province: ['浙江省'] }), '请选择所在城市'],
      [application({ city: { name: '杭州市' } }), '请选择所在城市'],
      [application({ company: null }), '请输入公司/机构名称'],
      [application({ experience: true }), '请简要介绍您的从业经验'],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(me, ADD, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 'A0400', msg, data: null });
    }
    for (const body of [null, [], 'text', 7]) {
      const answer = await call(me, ADD, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('A0400');
    }
  });

  it('refuses control characters (PostgreSQL cannot store NUL) and emoji in a name', async () => {
    const me = await newLearner();
    expect((await refusal({ name: '周\u0000明远' }, me)).msg).toBe('内容包含无法识别的字符');
    expect((await refusal({ company: '知行\u0007咨询' }, me)).msg).toBe('内容包含无法识别的字符');
    expect((await refusal({ experience: '十年培训经验\u0000十年培训经验' }, me)).msg).toBe(
      '内容包含无法识别的字符',
    );
    expect((await refusal({ name: '周明远😀' }, me)).msg).toBe('姓名只能填写文字');
    expect((await refusal({ name: '<b>周</b>' }, me)).msg).toBe('姓名只能填写文字');
  });

  it('stores emoji and HTML in free text exactly as typed (the page escapes them)', async () => {
    const me = await newLearner();
    const company = '<script>alert(1)</script>培训😀';
    const experience = '带过 <img src=x onerror=alert(1)> 30 期训练营 🎓，学员好评率 98%。';
    const { body } = await call(me, ADD, application({ company, experience }));
    expect(body.code).toBe('00000');
    expect((await call(me, DETAIL)).body.data).toMatchObject({ company, experience });
  });
});

describe('one application per learner', () => {
  it('refuses a second application while the first is under review', async () => {
    const me = await newLearner();
    expect((await call(me, ADD, application())).body.code).toBe('00000');
    const again = await call(me, ADD, application({ city: '宁波市' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'A0409',
      msg: '您已提交城市中心申请，请耐心等待审核结果',
      data: null,
      reason: 'CITY_CENTER_PENDING',
    });
    expect((await call(me, DETAIL)).body.data).toMatchObject({ city: '杭州市', status: 0 });
  });

  it('lets exactly one of concurrent submissions through', async () => {
    const me = await newLearner();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(me, ADD, application({ company: `并发提交的公司${i}` }))),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(['00000', 'A0409', 'A0409', 'A0409', 'A0409', 'A0409']);
    const rows = await db()
      .select()
      .from(tables.cityCenterApplications)
      .where(eq(tables.cityCenterApplications.userId, me.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a new application once accepted', async () => {
    const me = await newLearner();
    await call(me, ADD, application());
    await review(me.userId, CityCenterStatus.APPROVED, null);
    const detail = (await call(me, DETAIL)).body.data as CityCenterApplication;
    expect(detail).toMatchObject({ status: 1, statusText: '已通过', canResubmit: false });
    expect(detail.reviewedAt).not.toBeNull();
    const again = await call(me, ADD, application());
    expect(again.body).toEqual({
      code: 'A0409',
      msg: '您的城市中心申请已通过，无需重复申请',
      data: null,
      reason: 'CITY_CENTER_APPROVED',
    });
  });

  it('lets a rejected application be sent again, back under review', async () => {
    const me = await newLearner();
    const first = (await call(me, ADD, application())).body.data as CityCenterApplication;
    await review(me.userId, CityCenterStatus.REJECTED, '所在城市已有合作城市中心，可考虑周边城市');
    expect((await call(me, DETAIL)).body.data).toMatchObject({
      status: 2,
      statusText: '未通过',
      reviewNote: '所在城市已有合作城市中心，可考虑周边城市',
      canResubmit: true,
    });

    const resent = await call(me, ADD, application({ city: '湖州市' }));
    expect(resent.body.data).toMatchObject({
      id: first.id,
      city: '湖州市',
      status: 0,
      statusText: '审核中',
      reviewNote: null,
      reviewedAt: null,
      canResubmit: false,
    });
    expect((await call(me, ADD, application())).body.code).toBe('A0409');
  });
});

/** What an operator's review does (the admin area comes later). */
async function review(userId: number, status: CityCenterStatus, note: string | null) {
  await db()
    .update(tables.cityCenterApplications)
    .set({ status, reviewNote: note, reviewedAt: new Date() })
    .where(eq(tables.cityCenterApplications.userId, userId));
}
