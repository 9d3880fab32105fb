import type { AdminCityCenterApplication, CityCenterApplication, Notice, Page } from '@zhixue/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** City-centre applications in the console: the queue, approving, rejecting, the applicant told. */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1392600');

let support: SignedInOperator;
let editor: SignedInOperator;
beforeAll(async () => {
  [support, editor] = await Promise.all([signInAs(server, 'support'), signInAs(server, 'content_editor')]);
});

const asLearner = (who: LoggedIn, path: string, body: unknown = {}) =>
  server.post(path, body, { headers: who.headers });
const asOperator = (who: SignedInOperator, path: string, body: unknown) =>
  server.post(`/api/admin/city-center/application/${path}`, body, { headers: who.headers });

async function data<T>(answer: ReturnType<typeof server.post>): Promise<T> {
  const { status, body } = await answer;
  expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
  return body.data as T;
}

let nextApplicant = 0;
/** A new learner who applies; answers the learner and the application's id. */
async function applicant(city = '杭州市') {
  const learner = await loginWithCode(server, freshPhone());
  nextApplicant += 1;
  const mine = await data<CityCenterApplication>(
    asLearner(learner, '/api/front/city/gift/add', {
      name: `申请人${'甲乙丙丁戊己庚辛壬癸'[nextApplicant % 10]}`,
      mobile: `1390000${String(nextApplicant).padStart(4, '0')}`,
      province: '浙江省',
      city,
      company: '明远企业管理咨询有限公司',
      experience: '从事企业培训八年，服务过三十余家制造业客户，擅长内训师培养。',
    }),
  );
  return { learner, id: mine.id, mobile: `1390000${String(nextApplicant).padStart(4, '0')}` };
}

const list = (who: SignedInOperator, query: Record<string, unknown>) =>
  data<Page<AdminCityCenterApplication>>(asOperator(who, 'list', { pageSize: 100, ...query }));

const noticesOf = async (learner: LoggedIn) =>
  (
    await data<Page<Notice>>(
      asLearner(learner, '/api/front/message/list', { category: 'application', pageSize: 20 }),
    )
  ).list;

describe('the application queue', () => {
  it('lists pending applications oldest first, filters by status and keyword, phones per role', async () => {
    const first = await applicant('宁波市');
    const second = await applicant('温州市');
    const pending = await list(support, { status: 0 });
    const ids = pending.list.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending.list.every((row) => row.status === 0 && row.statusText === '审核中')).toBe(true);
    // Support calls applicants back: the whole number. By the city, or by the phone they gave.
    const byCity = await list(support, { keyword: '温州' });
    expect(byCity.list.map((row) => row.id)).toEqual([second.id]);
    expect(byCity.list[0]?.mobile).toBe(second.mobile);
    expect((await list(support, { keyword: second.mobile })).list.map((row) => row.id)).toEqual([second.id]);
    // A keyword with LIKE's wildcards matches them literally.
    expect((await list(support, { keyword: '%' })).total).toBe(0);
  });

  it('is refused to a role without the permission', async () => {
    const refused = await asOperator(editor, 'list', {});
    expect(refused.status).toBe(403);
    const review = await asOperator(editor, 'approve', { id: 1 });
    expect(review.status).toBe(403);
  });
});

describe('deciding an application', () => {
  it('approves: the applicant sees 已通过 and gets one notice, and the decision is audited', async () => {
    const { learner, id } = await applicant();
    const approved = await data<AdminCityCenterApplication>(
      asOperator(support, 'approve', { id, note: '请准备场地照片' }),
    );
    expect(approved).toMatchObject({ status: 1, statusText: '已通过', reviewNote: '请准备场地照片' });
    expect(approved.reviewerName).toBeTruthy();
    const mine = await data<CityCenterApplication>(asLearner(learner, '/api/front/city/gift/detail'));
    expect(mine).toMatchObject({ status: 1, canResubmit: false });
    const notices = await noticesOf(learner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '城市中心申请已通过', link: '/single/citycenter' });
    expect(notices[0]?.body).toContain('请准备场地照片');
    const audit = await server.post(
      '/api/admin/audit/search',
      { entity: 'city_center_application', pageSize: 5 },
      { headers: (await signInAs(server, 'super_admin')).headers },
    );
    expect(JSON.stringify(audit.body.data)).toContain(`"entityId":"${id}"`);
  });

  it('rejects only with a reason; the applicant reads it, may apply again, and is told again', async () => {
    const { learner, id } = await applicant();
    const noReason = await asOperator(support, 'reject', { id, reason: '  ' });
    expect(noReason.body).toMatchObject({ msg: '请填写驳回原因' });
    await data(asOperator(support, 'reject', { id, reason: '从业经验描述过于简略' }));
    const mine = await data<CityCenterApplication>(asLearner(learner, '/api/front/city/gift/detail'));
    expect(mine).toMatchObject({ status: 2, reviewNote: '从业经验描述过于简略', canResubmit: true });
    expect((await noticesOf(learner))[0]?.body).toContain('从业经验描述过于简略');

    // Sent again, it is back in the queue as a new submission, and its decision is a new notice.
    await data(
      asLearner(learner, '/api/front/city/gift/add', {
        name: '申请人',
        mobile: '13900009999',
        province: '浙江省',
        city: '杭州市',
        company: '明远企业管理咨询有限公司',
        experience: '从事企业培训八年，服务过三十余家制造业客户，主导过十二个内训师培养项目。',
      }),
    );
    const requeued = (await list(support, { status: 0 })).list.find((row) => row.id === id);
    expect(requeued).toMatchObject({ reviewNote: null, reviewerName: null, reviewedAt: null });
    await data(asOperator(support, 'approve', { id }));
    expect((await noticesOf(learner)).map((notice) => notice.title)).toEqual([
      '城市中心申请已通过',
      '城市中心申请未通过',
    ]);
  });

  it('decides once when two operators act at the same time', async () => {
    const { learner, id } = await applicant();
    const other = await signInAs(server, 'super_admin');
    const answers = await Promise.all([
      asOperator(support, 'approve', { id }),
      asOperator(other, 'reject', { id, reason: '资料不全' }),
      asOperator(support, 'approve', { id }),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(['00000', 'A0409', 'A0409']);
    expect(answers.find((answer) => answer.body.code === 'A0409')?.body.msg).toBe(
      '该申请已审核，请刷新后查看',
    );
    expect(await noticesOf(learner)).toHaveLength(1);
  });

  it('answers A0404 for an application that does not exist', async () => {
    const missing = await asOperator(support, 'approve', { id: 99_999_999 });
    expect(missing.body).toMatchObject({ code: 'A0404', msg: '该城市中心申请不存在' });
  });
});
