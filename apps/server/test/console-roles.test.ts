import {
  adminCategoryCreate,
  adminSignOut,
  type Endpoint,
  OPERATOR_ROLES,
  type OperatorRole,
  roleHasPermission,
} from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { plainBatch } from './coupons-support.js';
import { courseworkConsoleFixtures } from './coursework-support.js';
import { SHORT_QUESTION, submittedShortAnswer } from './exam-grading-support.js';
import { contractEndpoints, fieldCases } from './fuzz-cases.js';
import { serverForThisFile } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { insertOrder } from './orders-support.js';

/**
 * Generated from the contract: every console call, by every role, is allowed exactly when the role
 * table grants its permission; every write leaves its audit row.
 */
const server = serverForThisFile();
const coursework = courseworkConsoleFixtures(server);
type OperatorEndpoint = Endpoint & { permission: NonNullable<Endpoint['permission']>; writes: boolean };
const consoleCalls = contractEndpoints().filter(
  (endpoint): endpoint is OperatorEndpoint => endpoint.access === 'operator',
);

async function signInEveryRole(): Promise<Map<OperatorRole, SignedInOperator>> {
  const signedIn = new Map<OperatorRole, SignedInOperator>();
  for (const role of OPERATOR_ROLES) signedIn.set(role, await signInAs(server, role));
  return signedIn;
}

async function auditRows(action: string): Promise<number> {
  const result = await server.database.db.execute(
    sql`select count(*)::int as total from audit_log where action = ${action}`,
  );
  return (result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0;
}

/** A media asset in `state`, as its processing would leave it (a ready one with its output). */
/** An asset of the platform's library, or of an enterprise's (`entId`). */
async function mediaAsset(
  kind: 'video' | 'slides',
  state: 'ready' | 'failed',
  entId: number | null = null,
): Promise<number> {
  const ready = state === 'ready';
  const [row] = await server.database.db
    .insert(tables.mediaAssets)
    .values({
      uploadId: `audit-${kind}-${state}-${Date.now()}`,
      ownerOperatorId: 1,
      entId,
      kind,
      fileName: kind === 'video' ? 'a.mp4' : 'a.pdf',
      contentType: kind === 'video' ? 'video/mp4' : 'application/pdf',
      sizeBytes: 1,
      state,
      progress: ready ? 100 : 0,
      ...(ready && kind === 'video' ? { durationSeconds: 4, outputKey: 'transcodes/1/a/index.m3u8' } : {}),
      ...(ready && kind === 'slides' ? { pageCount: 2, outputKey: 'slides/1/a' } : {}),
    })
    .returning({ id: tables.mediaAssets.id });
  if (!row) throw new Error('no media asset inserted');
  return row.id;
}

async function failedJob(): Promise<string> {
  const result = await server.database.db.execute(
    sql`insert into pgboss.job (name, data, state) values ('order-expiry-sweep', '{}', 'failed') returning id`,
  );
  return String((result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
}

/**
 * A body each write accepts, made against the current data. A write call the contract gains without
 * an entry here fails the audit test: whoever adds it says how to call it.
 */
const ANNOUNCEMENT = {
  title: '审计公告',
  body: '审计',
  audience: 'all',
  startsAt: '2030-01-01T00:00:00+08:00',
  endsAt: '2030-01-02T00:00:00+08:00',
};

const AUDIT_TERM = {
  name: '审计期',
  enrollStartDate: '2030-01-01',
  enrollEndDate: '2030-01-10',
  startDate: '2030-01-15',
  endDate: '2030-02-15',
  capacity: 50,
  lateJoin: false,
};

/** Two fresh terms of camp 1, one starting after the other (a 转期 goes from the first to the second). */
async function campTerms(): Promise<{ earlier: number; later: number }> {
  const [earlier, later] = await server.database.db
    .insert(tables.trainingTerms)
    .values([
      { trainingId: 1, ...AUDIT_TERM },
      { trainingId: 1, ...AUDIT_TERM, name: '审计后一期', startDate: '2030-03-01', endDate: '2030-04-01' },
    ])
    .returning({ id: tables.trainingTerms.id });
  if (!earlier || !later) throw new Error('terms not inserted');
  return { earlier: earlier.id, later: later.id };
}

/** A seeded learner enrolled in the term, holding one of its seats. */
async function campEnrolment(termId: number): Promise<number> {
  const db = server.database.db;
  await db.update(tables.trainingTerms).set({ taken: 1 }).where(eq(tables.trainingTerms.id, termId));
  const [row] = await db
    .insert(tables.trainingUsers)
    .values({ userId: 1, trainingId: 1, termId })
    .returning({ id: tables.trainingUsers.id });
  if (!row) throw new Error('enrolment not inserted');
  return row.id;
}

/** A pending withdrawal of a new learner whose commission covers it, for a call that decides one. */
async function pendingWithdrawal(): Promise<number> {
  const db = server.database.db;
  const [user] = await db
    .insert(tables.users)
    .values({ nickname: '审计推广员', avatar: '' })
    .returning({ id: tables.users.id });
  if (!user) throw new Error('learner not inserted');
  await db.insert(tables.referralBalances).values({ userId: user.id, withdrawing: 100 });
  const [row] = await db
    .insert(tables.referralWithdrawals)
    .values({ userId: user.id, amount: 100 })
    .returning({ id: tables.referralWithdrawals.id });
  if (!row) throw new Error('withdrawal not inserted');
  return row.id;
}

/** A pending city-centre application of a new learner, for a call that decides one. */
async function pendingApplication(): Promise<number> {
  const db = server.database.db;
  const [user] = await db
    .insert(tables.users)
    .values({ nickname: '审计申请人', avatar: '' })
    .returning({ id: tables.users.id });
  if (!user) throw new Error('learner not inserted');
  const [row] = await db
    .insert(tables.cityCenterApplications)
    .values({
      userId: user.id,
      name: '审计申请人',
      mobile: '13900000000',
      province: '浙江省',
      city: '杭州市',
      company: '审计公司',
      experience: '审计用的从业经验描述。',
    })
    .returning({ id: tables.cityCenterApplications.id });
  if (!row) throw new Error('application not inserted');
  return row.id;
}

/** What a live is scheduled with in the console. */
const AUDIT_LIVE = {
  title: '审计直播',
  cover: '/cover.png',
  lecturerId: 1,
  startsAt: '2030-01-01T20:00:00+08:00',
  expectedMinutes: 60,
  courseId: 1,
  audience: 'anyone',
};

/** A coming live scheduled through the console, for a call that changes one. */
async function comingLive(): Promise<number> {
  const answer = await server.post('/api/admin/live/create', AUDIT_LIVE, { headers: (await admin).headers });
  return (answer.body.data as { id: number }).id;
}

/** A coupon batch of the console's, for the call that stops it. */
async function couponBatch(): Promise<number> {
  const answer = await server.post('/api/admin/coupon/create', plainBatch({ name: '审计停发券' }), {
    headers: (await admin).headers,
  });
  return (answer.body.data as { batchId: number }).batchId;
}

/** A flash sale of course 14 (paid) days ahead, its window `day` days from now, for the console's calls. */
const auditFlashSale = (day: number) => ({
  productType: 1,
  productId: 14,
  salePrice: 1,
  startsAt: new Date(Date.now() + day * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + day * 86_400_000 + 3_600_000).toISOString(),
  quantity: 10,
});

/** A coming flash sale, for the call that stops it. */
async function flashSale(): Promise<number> {
  const answer = await server.post('/api/admin/flash-sale/create', auditFlashSale(20), {
    headers: (await admin).headers,
  });
  return (answer.body.data as { id: number }).id;
}

/** A group offer of course 14 (paid) for one hour `day` days ahead, for the console's calls. */
const auditGroupOffer = (day: number) => ({
  productType: 1,
  productId: 14,
  groupPrice: 1,
  groupSize: 2,
  hours: 24,
  startsAt: new Date(Date.now() + day * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + day * 86_400_000 + 3_600_000).toISOString(),
});

/** A coming group offer, for the call that stops it. */
async function groupOffer(): Promise<number> {
  const answer = await server.post('/api/admin/group-offer/create', auditGroupOffer(30), {
    headers: (await admin).headers,
  });
  return (answer.body.data as { id: number }).id;
}

/** A seeded learner's comment on a coming live, for a moderation call. */
async function liveComment(): Promise<number> {
  const [row] = await server.database.db
    .insert(tables.liveComments)
    .values({ liveId: await comingLive(), userId: 1, content: '审计评论' })
    .returning({ id: tables.liveComments.id });
  if (!row) throw new Error('comment not inserted');
  return row.id;
}

const WRITE_BODIES: Record<string, () => Promise<unknown>> = {
  '/api/admin/live/create': async () => AUDIT_LIVE,
  '/api/admin/live/update': async () => ({ id: await comingLive(), ...AUDIT_LIVE, title: '改过的审计直播' }),
  '/api/admin/live/cancel': async () => ({ id: await comingLive() }),
  '/api/admin/live/push-address': async () => ({ id: await comingLive() }),
  '/api/admin/live/comment/set-hidden': async () => ({ id: await liveComment(), hidden: true }),
  '/api/admin/live/comment/delete': async () => ({ id: await liveComment() }),
  '/api/admin/coupon/create': async () => plainBatch({ name: '审计优惠券' }),
  '/api/admin/coupon/stop': async () => ({ id: await couponBatch() }),
  '/api/admin/group-offer/create': async () => auditGroupOffer(31),
  '/api/admin/group-offer/stop': async () => ({ id: await groupOffer() }),
  '/api/admin/referral/rate-set': async () => ({ productType: 1, productId: 14, rate: 5 }),
  '/api/admin/referral/withdrawal-pay': async () => ({
    id: await pendingWithdrawal(),
    transferRef: 'AUDIT001',
  }),
  '/api/admin/referral/withdrawal-reject': async () => ({
    id: await pendingWithdrawal(),
    reason: '审计驳回',
  }),
  '/api/admin/flash-sale/create': async () => auditFlashSale(10),
  '/api/admin/flash-sale/stop': async () => ({ id: await flashSale() }),
  '/api/admin/category/create': async () => ({ name: `审计分类${Date.now() % 100_000}` }),
  '/api/admin/category/rename': async () => ({ id: 2, name: `课程开发${Date.now() % 100_000}` }),
  '/api/admin/category/set-hidden': async () => ({ id: 3, hidden: true }),
  '/api/admin/category/reorder': async () => {
    const list = await server.post('/api/admin/category/list', {}, { headers: (await admin).headers });
    const tops = (list.body.data as Array<{ id: number; parentId: number | null }>).filter(
      (row) => row.parentId === null,
    );
    return { ids: tops.map((row) => row.id).reverse() };
  },
  '/api/admin/course/update': async () => ({
    id: 14,
    name: '审计课程',
    summary: '审计',
    categoryId: 1,
    charge: 1,
    price: 19_900,
    linePrice: 29_900,
    vip: 1,
    vipCharge: 0,
    vipPrice: 0,
  }),
  '/api/admin/course/set-published': async () => ({ id: 15, published: false }),
  '/api/admin/lecturer/create': async () => ({
    name: '审计讲师',
    avatar: '/a.png',
    title: '讲师',
    detail: '简介',
  }),
  '/api/admin/lecturer/update': async () => ({
    id: 1,
    name: '审计讲师',
    avatar: '/a.png',
    title: '讲师',
    detail: '简介',
  }),
  '/api/admin/youke/project/create': async () => ({
    name: `审计项目${Date.now() % 100_000}`,
    intro: '审计',
    picCover: '/a.png',
  }),
  '/api/admin/youke/project/update': async () => ({
    id: 1,
    name: `审计项目${Date.now() % 100_000}`,
    intro: '审计',
    picCover: '/a.png',
  }),
  '/api/admin/youke/project/set-published': async () => ({ id: 1, published: true }),
  '/api/admin/youke/project/reorder': async () => ({
    ids: (await listIds('/api/admin/youke/project/list')).reverse(),
  }),
  '/api/admin/youke/list/create': async () => ({ projectId: 1, name: `审计列表${Date.now() % 100_000}` }),
  '/api/admin/youke/list/rename': async () => ({ id: 11, name: `审计列表${Date.now() % 100_000}` }),
  '/api/admin/youke/list/set-published': async () => ({ id: 11, published: true }),
  '/api/admin/youke/list/reorder': async () => {
    const list = await server.post('/api/admin/youke/project/list', {}, { headers: (await admin).headers });
    // Project 1 of the seed: the first may be one this test made, without lists.
    const project = (list.body.data as Array<{ id: number; lists: Array<{ id: number }> }>).find(
      (row) => row.id === 1,
    );
    if (!project) throw new Error('the seed has youke project 1');
    return { projectId: project.id, ids: project.lists.map((row) => row.id).reverse() };
  },
  '/api/admin/youke/course/create': async () => ({ listId: 11, name: '审计体验课', summary: '审计' }),
  '/api/admin/youke/course/reorder': async () => ({
    listId: 12,
    ids: (await listIds('/api/admin/youke/list/courses', { listId: 12 })).reverse(),
  }),
  '/api/admin/youke/course/move': async () => ({
    id: (await listIds('/api/admin/youke/list/courses', { listId: 21 }))[0],
    listId: 22,
  }),
  '/api/admin/hot-search/create': async () => ({ name: `审计词${Date.now() % 100_000}` }),
  '/api/admin/hot-search/update': async () => ({
    id: 1,
    name: `审计词${Date.now() % 100_000}`,
    enabled: true,
  }),
  '/api/admin/hot-search/reorder': async () => ({
    ids: (await listIds('/api/admin/hot-search/list')).reverse(),
  }),
  '/api/admin/city-center/application/approve': async () => ({ id: await pendingApplication() }),
  '/api/admin/city-center/application/reject': async () => ({
    id: await pendingApplication(),
    reason: '审计',
  }),
  '/api/admin/banner/create': async () => ({ position: 'home', title: '审计', picPc: '/a.png', jump: 2 }),
  '/api/admin/banner/update': async () => ({
    id: 1,
    position: 'home',
    title: '审计',
    picPc: '/a.png',
    jump: 2,
  }),
  '/api/admin/banner/reorder': async () => ({
    position: 'training',
    ids: (await listIds('/api/admin/banner/list', { position: 'training' })).reverse(),
  }),
  '/api/admin/legal/save': async () => {
    const {
      version: _version,
      updatedAt: _updatedAt,
      ...texts
    } = (await server.post('/api/admin/legal/detail', {}, { headers: (await admin).headers })).body.data as {
      version: number;
      updatedAt: string;
      userAgreement: string;
      privacyPolicy: string;
    };
    return texts;
  },
  '/api/admin/site-settings/save': async () =>
    (await server.post('/api/admin/site-settings/detail', {}, { headers: (await admin).headers })).body.data,
  '/api/admin/vip-plan/create': async () => ({
    name: '审计卡',
    durationDays: 7,
    price: 100,
    linePrice: 200,
    benefits: [],
  }),
  '/api/admin/vip-plan/update': async () => ({
    id: 1,
    name: '审计卡',
    durationDays: 30,
    price: 100,
    linePrice: 200,
    benefits: ['审计'],
  }),
  '/api/admin/vip-plan/reorder': async () => ({ ids: (await listIds('/api/admin/vip-plan/list')).reverse() }),
  '/api/admin/course/create': async () => ({
    name: '审计新课',
    summary: '',
    categoryId: null,
    charge: 0,
    price: 0,
    linePrice: 0,
    vip: 0,
    vipCharge: 1,
    vipPrice: 0,
  }),
  '/api/admin/bundle/create': async () => ({
    name: '审计套餐',
    summary: '',
    categoryId: null,
    charge: 1,
    price: 100,
    linePrice: 200,
    vip: 0,
    vipCharge: 1,
    vipPrice: 0,
  }),
  '/api/admin/activity/create': async () => ({
    name: '审计活动',
    productId: 1,
    activityPrice: 1,
    startAt: '2030-01-01T00:00:00+08:00',
    endAt: '2030-01-02T00:00:00+08:00',
  }),
  '/api/admin/activity/update': async () => {
    const id = await futureActivity('待改活动');
    return {
      id,
      productId: 1,
      name: '审计改活动',
      activityPrice: 2,
      startAt: '2030-01-01T00:00:00+08:00',
      endAt: '2030-01-03T00:00:00+08:00',
    };
  },
  '/api/admin/activity/end': async () => {
    const id = await futureActivity('待结束活动');
    return { id };
  },
  '/api/admin/bundle/set-members': async () => ({
    id: 101,
    groups: [{ name: '审计分组', courseIds: [14, 1] }],
  }),
  '/api/admin/course/chapter/create': async () => ({ courseId: 14, name: '审计章' }),
  '/api/admin/course/chapter/rename': async () => ({ id: (await outlineOf(14))[0]?.id, name: '审计改名' }),
  '/api/admin/course/chapter/delete': async () => {
    const chapters = await call('/api/admin/course/chapter/create', { courseId: 14, name: '待删章' });
    return { id: chapters.at(-1)?.id };
  },
  '/api/admin/course/section/create': async () => ({
    chapterId: (await outlineOf(14))[0]?.id,
    name: '审计小节',
    trial: 1,
  }),
  '/api/admin/course/section/update': async () => ({
    id: (await outlineOf(14))[0]?.sections[0]?.id,
    name: '审计小节改名',
    trial: 0,
  }),
  '/api/admin/course/section/delete': async () => {
    const [first] = await outlineOf(14);
    const chapters = await call('/api/admin/course/section/create', {
      chapterId: first?.id,
      name: '待删小节',
    });
    return { id: chapters[0]?.sections.at(-1)?.id };
  },
  '/api/admin/course/reorder': async () => ({
    courseId: 14,
    chapters: (await outlineOf(14))
      .map((chapter) => ({ id: chapter.id, sectionIds: chapter.sections.map((section) => section.id) }))
      .reverse(),
  }),
  '/api/admin/operator/create': async () => ({
    account: `audit${Date.now() % 100_000}`,
    name: '审计',
    password: 'Password@123',
    role: 'trainer',
  }),
  '/api/admin/operator/set-disabled': async () => ({ id: await operatorId('support'), disabled: true }),
  '/api/admin/operator/reset-factor': async () => ({ id: await operatorId('trainer') }),
  '/api/admin/job/retry': async () => ({ id: await failedJob() }),
  '/api/admin/announcement/create': async () => ANNOUNCEMENT,
  '/api/admin/announcement/withdraw': async () => {
    const created = await server.post('/api/admin/announcement/create', ANNOUNCEMENT, {
      headers: (await admin).headers,
    });
    return { id: (created.body.data as { id: number }).id };
  },
  '/api/admin/media/assets/retry': async () => ({ id: await mediaAsset('video', 'failed') }),
  '/api/admin/media/assets/attach': async () => {
    const sections = await server.post(
      '/api/admin/course/sections',
      { id: 36 },
      { headers: (await admin).headers },
    );
    const [first] = sections.body.data as Array<{ id: number }>;
    return { assetId: await mediaAsset('video', 'ready'), sectionId: first?.id };
  },
  '/api/admin/media/assets/attach-slides': async () => ({
    assetId: await mediaAsset('slides', 'ready'),
    courseId: 36,
  }),
  '/api/admin/exam/paper/save': async () => ({
    name: '审计试卷',
    kind: 'drawn',
    draws: [{ type: 'judge', count: 1, score: 10 }],
  }),
  '/api/admin/exam/save': async () => ({
    id: 3,
    name: '审计考试',
    paperId: 2,
    owner: { kind: 'enterprise', entId: 1 },
    opensAt: '2026-01-01T00:00:00+08:00',
    closesAt: '2026-02-01T00:00:00+08:00',
    timeLimitSeconds: 900,
    attemptsAllowed: 1,
    passScore: 60,
    gradingMethod: 'highest',
    shuffleQuestions: false,
    shuffleOptions: true,
    reveal: 'after_close',
    multipleCredit: 'all_or_nothing',
  }),
  '/api/admin/grading/grade': async () => ({
    attemptId: await submittedShortAnswer(server.database.db, 1),
    grades: [{ questionId: SHORT_QUESTION, score: 20, comment: '审计' }],
  }),
  '/api/admin/exam-bank/question/create': async () => AUDIT_QUESTION,
  '/api/admin/exam-bank/question/update': async () => ({
    id: await bankQuestion(),
    question: AUDIT_QUESTION,
  }),
  '/api/admin/exam-bank/question/delete': async () => ({ id: await bankQuestion() }),
  '/api/admin/exam-bank/material/save': async () => ({ id: null, content: '审计材料' }),
  '/api/admin/exam-bank/material/delete': async () => ({ id: await bankMaterial() }),
  '/api/admin/exam-bank/import/run': async () => ({
    source: 'text',
    text: '1. 审计导入：地球是圆的。\n【答案】对',
  }),
  '/api/admin/camps/create': async () => ({
    kind: 'online',
    name: '审计训练营',
    intro: '审计',
    price: 9_900,
    linePrice: 19_900,
    enquire: false,
  }),
  '/api/admin/camps/update': async () => ({
    id: 4,
    name: '审计训练营（改）',
    intro: '审计',
    price: 9_900,
    linePrice: 19_900,
    enquire: false,
  }),
  '/api/admin/camps/plan/save': async () => ({
    trainingId: 4,
    items: [
      {
        day: 0,
        stage: '审计',
        kind: 'checkin',
        title: '审计签到',
        courseId: null,
        examId: null,
        required: true,
        weight: 1,
      },
    ],
  }),
  '/api/admin/certificate/template/save': async () => ({
    name: '审计模板',
    heading: '审计证书',
    statement: '特发此证。',
    issuer: '审计单位',
    sealText: '审计',
    primaryColor: '#1f3a68',
    accentColor: '#c8a45a',
  }),
  '/api/admin/camps/term/create': async () => ({ trainingId: 1, ...AUDIT_TERM }),
  '/api/admin/camps/term/update': async () => ({ id: (await campTerms()).earlier, ...AUDIT_TERM }),
  '/api/admin/camps/term/export': async () => ({ termId: (await campTerms()).earlier }),
  '/api/admin/camps/enrolment/transfer': async () => {
    const { earlier, later } = await campTerms();
    return { trainingUserId: await campEnrolment(earlier), termId: later };
  },
  '/api/admin/camps/enrolment/remove': async () => ({
    trainingUserId: await campEnrolment((await campTerms()).earlier),
  }),
  '/api/admin/coursework/assignment/create': async () => ({
    planItemId: await coursework.openPlanItem(),
    title: '审计作业',
    requirements: '写一段总结',
    deadline: '2030-01-01T00:00:00+08:00',
    lateAllowed: false,
    visibility: 'always',
    countsOn: 'submit',
  }),
  '/api/admin/coursework/submission/review': async () => ({
    id: await coursework.submittedWork(),
    score: 80,
    comment: '审计',
    excellent: false,
  }),
  // Runs after the review above (the contract's order), so there is a review to release.
  '/api/admin/coursework/submission/release': async () => ({ id: await coursework.submittedWork() }),
  '/api/admin/coursework/comment/remove': async () => ({ id: await coursework.comment() }),
  '/api/admin/order/refund': async () => ({
    orderId: await insertOrder(server, 1),
    refundNo: `AUDIT${Date.now()}`,
    amount: 100,
    reason: '审计',
  }),
  // Learners 2 and 3: one pending order per learner and product.
  '/api/admin/order/transfer/confirm': async () => ({
    orderId: await insertOrder(server, 2, 'awaitingTransfer'),
    reference: `AUDIT${Date.now()}`,
  }),
  '/api/admin/learner/vip/grant': async () => ({ userId: 1, days: 7, reason: '审计' }),
  '/api/admin/order/export': async () => ({ status: 'paid' }),
  // The contract's order: disabled first, then enabled again, then a password reset.
  '/api/admin/learner/disable': async () => ({ userId: 3, reason: '审计' }),
  '/api/admin/learner/enable': async () => ({ userId: 3 }),
  '/api/admin/learner/password/reset': async () => ({ userId: 3 }),
  '/api/admin/order/reconcile/start': async () => ({
    channel: 'wx',
    day: new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10),
  }),
  '/api/admin/order/transfer/reject': async () => ({
    orderId: await insertOrder(server, 3, 'awaitingTransfer'),
    reason: '审计',
  }),
  // The enterprise admin's calls, made by the demo enterprise admin (the super admin has no enterprise).
  '/api/admin/ent/learner/add': async () => ({ mobile: auditPhone(), name: '审计学员', deptId: 2 }),
  '/api/admin/ent/learner/remove': async () => ({ userId: await entLearner() }),
  '/api/admin/ent/learner/set-department': async () => ({ userId: 12, deptId: 3 }),
  '/api/admin/ent/learner/import/run': async () => ({ fileBase64: await learnerSheet(auditPhone()) }),
  '/api/admin/ent/department/create': async () => ({ name: `审计部门${Date.now() % 100_000}`, parentId: 1 }),
  '/api/admin/ent/department/rename': async () => ({ id: 5, name: `质量部${Date.now() % 100_000}` }),
  '/api/admin/ent/department/delete': async () => {
    const name = `待删部门${Date.now() % 100_000}`;
    const created = await server.post(
      '/api/admin/ent/department/create',
      { name, parentId: 1 },
      { headers: (await entAdmin).headers },
    );
    return {
      id: (created.body.data as Array<{ id: number; name: string }>).find((row) => row.name === name)?.id,
    };
  },
  '/api/admin/ent/licence/seat/assign': async () => ({ courseId: 9, userId: 14 }),
  '/api/admin/ent/licence/seat/revoke': async () => {
    await server.post(
      '/api/admin/ent/licence/seat/assign',
      { courseId: 9, userId: 14 },
      { headers: (await entAdmin).headers },
    );
    return { courseId: 9, userId: 14 };
  },
  '/api/admin/ent/topic/save': async () => ({
    id: null,
    name: '审计专题',
    picCover: '/a.png',
    intro: '审计',
    courseIds: [20],
  }),
  '/api/admin/ent/task/create': async () => ({
    name: '审计任务',
    startsAt: '2030-01-01T00:00:00+08:00',
    deadlineAt: '2030-02-01T00:00:00+08:00',
    courseIds: [20],
    userIds: [11],
  }),
  '/api/admin/ent/task/update': async () => ({
    id: await entTask(),
    name: '审计任务改',
    startsAt: '2030-01-01T00:00:00+08:00',
    deadlineAt: '2030-03-01T00:00:00+08:00',
    courseIds: [20, 301],
    userIds: [11],
  }),
  '/api/admin/ent/task/delete': async () => ({ id: await entTask() }),
  '/api/admin/ent/course/save': async () => ({
    id: null,
    name: '审计私有课',
    picCover: '/a.png',
    categoryId: 4,
  }),
  '/api/admin/ent/course/chapter/create': async () => ({ courseId: 302, name: '审计章' }),
  '/api/admin/ent/course/chapter/rename': async () => ({ id: (await entOutline())[0]?.id, name: '审计改名' }),
  '/api/admin/ent/course/chapter/delete': async () => {
    const chapters = await entCall('/api/admin/ent/course/chapter/create', { courseId: 302, name: '待删章' });
    return { id: chapters.at(-1)?.id };
  },
  '/api/admin/ent/course/section/create': async () => ({
    chapterId: (await entOutline())[0]?.id,
    name: '审计小节',
  }),
  '/api/admin/ent/media/attach': async () => {
    const [first] = await entOutline();
    const chapters = await entCall('/api/admin/ent/course/section/create', {
      chapterId: first?.id,
      name: '待配视频',
    });
    return { assetId: await mediaAsset('video', 'ready', 1), sectionId: chapters[0]?.sections.at(-1)?.id };
  },
  '/api/admin/ent/course/section/update': async () => ({
    id: (await entOutline())[0]?.sections[0]?.id,
    name: '审计小节改名',
  }),
  '/api/admin/ent/course/section/delete': async () => {
    const [first] = await entOutline();
    const chapters = await entCall('/api/admin/ent/course/section/create', {
      chapterId: first?.id,
      name: '待删小节',
    });
    return { id: chapters[0]?.sections.at(-1)?.id };
  },
  '/api/admin/ent/course/reorder': async () => ({
    courseId: 302,
    chapters: (await entOutline())
      .map((chapter) => ({ id: chapter.id, sectionIds: chapter.sections.map((section) => section.id) }))
      .reverse(),
  }),
  '/api/admin/ent/statistics/export': async () => ({}),
};

/** The enterprise admin's outline calls on the demo enterprise's private course 302. */
async function entCall(path: string, body: unknown): Promise<OutlineChapters> {
  const answer = await server.post(path, body, { headers: (await entAdmin).headers });
  return (answer.body.data as { chapters: OutlineChapters }).chapters;
}
const entOutline = () => entCall('/api/admin/ent/course/outline', { id: 302 });

/** A task of the demo enterprise made for a call that edits or deletes one. */
async function entTask(): Promise<number> {
  const answer = await server.post(
    '/api/admin/ent/task/create',
    {
      name: '待改任务',
      startsAt: '2030-01-01T00:00:00+08:00',
      deadlineAt: '2030-02-01T00:00:00+08:00',
      courseIds: [20],
      userIds: [11],
    },
    { headers: (await entAdmin).headers },
  );
  return (answer.body.data as { id: number }).id;
}
let auditPhones = 1000;
const auditPhone = () => `1390666${auditPhones++}`;

/** A learner of the demo enterprise added for a call that removes one. */
async function entLearner(): Promise<number> {
  const added = await server.post(
    '/api/admin/ent/learner/add',
    { mobile: auditPhone(), name: '待移除', deptId: null },
    { headers: (await entAdmin).headers },
  );
  return (added.body.data as { userId: number }).userId;
}

async function learnerSheet(mobile: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学员');
  sheet.addRow(['手机号', '姓名', '部门']);
  sheet.addRow([mobile, '审计导入', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const AUDIT_QUESTION = {
  type: 'judge',
  stem: '审计题：地球是圆的。',
  answer: ['T'],
  score: 1,
  category: '审计',
};

async function bankQuestion(): Promise<number> {
  const headers = (await admin).headers;
  const created = await server.post('/api/admin/exam-bank/question/create', AUDIT_QUESTION, { headers });
  return (created.body.data as { id: number }).id;
}
async function bankMaterial(): Promise<number> {
  const headers = (await admin).headers;
  const created = await server.post(
    '/api/admin/exam-bank/material/save',
    { id: null, content: '待删除的材料' },
    { headers },
  );
  return (created.body.data as { id: number }).id;
}
let admin: Promise<SignedInOperator>;
let entAdmin: Promise<SignedInOperator>;

async function listIds(path: string, body = {}): Promise<number[]> {
  const list = await server.post(path, body, { headers: (await admin).headers });
  return (list.body.data as Array<{ id: number }>).map((row) => row.id);
}

type OutlineChapters = Array<{ id: number; sections: Array<{ id: number }> }>;

/** A console call as the super admin; the chapters of the outline it answers. */
async function call(path: string, body: unknown): Promise<OutlineChapters> {
  const answer = await server.post(path, body, { headers: (await admin).headers });
  return (answer.body.data as { chapters: OutlineChapters }).chapters;
}

/** An activity of course 1 that has not started, made for a call that changes one. */
async function futureActivity(name: string): Promise<number> {
  const answer = await server.post(
    '/api/admin/activity/create',
    {
      name,
      productId: 1,
      activityPrice: 1,
      startAt: '2030-01-01T00:00:00+08:00',
      endAt: '2030-01-02T00:00:00+08:00',
    },
    { headers: (await admin).headers },
  );
  return (answer.body.data as { id: number }).id;
}

const outlineOf = (courseId: number) => call('/api/admin/course/outline', { id: courseId });

async function operatorId(account: string): Promise<number> {
  const list = await server.post('/api/admin/operator/list', {}, { headers: (await admin).headers });
  const found = (list.body.data as Array<{ id: number; account: string }>).find(
    (row) => row.account === account,
  );
  if (!found) throw new Error(`no operator ${account}`);
  return found.id;
}

describe('the console role matrix', () => {
  it('covers every console call of the contract', () => {
    expect(consoleCalls.length).toBeGreaterThanOrEqual(14);
    expect(consoleCalls.every((call) => call.path.startsWith('/api/admin/'))).toBe(true);
    expect(consoleCalls).toContain(adminCategoryCreate);
  });

  it('allows a call exactly when the role table grants it', async () => {
    const operators = await signInEveryRole();
    const wrong: string[] = [];
    // Signing out ends the session the other calls need: last.
    const ordered = [...consoleCalls.filter((call) => call !== adminSignOut), adminSignOut];
    for (const call of ordered) {
      const { base } = fieldCases(call);
      for (const role of OPERATOR_ROLES) {
        const operator = operators.get(role);
        const answer = await server.post(call.path, base, { headers: operator?.headers ?? {} });
        const allowed = roleHasPermission(role, call.permission);
        const refused = answer.status === 403 && answer.body.reason === 'OPERATOR_FORBIDDEN';
        const unauthenticated = answer.status === 401;
        if (allowed === refused || unauthenticated || answer.status >= 500) {
          wrong.push(`${role} ${call.path}: ${answer.status} ${answer.body.reason ?? answer.body.code}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 120_000);

  it('writes an audit row, in the same transaction, for every write call', async () => {
    admin = signInAs(server, 'super_admin');
    entAdmin = signInAs(server, 'enterprise_admin');
    const missing: string[] = [];
    for (const call of consoleCalls.filter((endpoint) => endpoint.writes)) {
      // Each call by an operator granted it: the enterprise's own screens are the enterprise admin's.
      const { headers } = await (roleHasPermission('super_admin', call.permission) ? admin : entAdmin);
      const bodyFor = WRITE_BODIES[call.path];
      if (!bodyFor) {
        missing.push(`${call.path}: no body to call it with in WRITE_BODIES`);
        continue;
      }
      const before = await auditRows(call.path);
      const answer = await server.post(call.path, await bodyFor(), { headers });
      const after = await auditRows(call.path);
      if (answer.body.code !== '00000') missing.push(`${call.path}: ${answer.body.msg}`);
      else if (after <= before) missing.push(`${call.path}: no audit row`);
    }
    expect(missing, missing.join('\n')).toEqual([]);
  }, 60_000);

  it('keeps no change whose audit row failed', async () => {
    const { headers } = await admin;
    // A refusal inside the transaction leaves neither the change nor an audit row.
    const create = () => server.post('/api/admin/category/create', { name: '重名分类' }, { headers });
    expect((await create()).body.code).toBe('00000');
    const before = await auditRows('/api/admin/category/create');
    const taken = await create();
    expect(taken.body.reason).toBe('CATEGORY_NAME_TAKEN');
    expect(await auditRows('/api/admin/category/create')).toBe(before);
  });
});
