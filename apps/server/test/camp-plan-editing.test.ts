import type {
  AdminCamp,
  AdminCampPlan,
  AdminTerm,
  CertificateTemplate,
  EnrolmentCertificate,
  EnrolmentDetail,
  EnrolmentProgress,
  PlanItemFields,
} from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdf-text.mjs';
import { recordCourseProgress, recordPlanItemProgress } from '../src/modules/camps/index.js';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { ADMIN_HEADERS, type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox } from './orders-support.js';

/**
 * The camp's plan edited in the console (a running term's copy never changes), progress carried
 * from a trial camp into a paid term, the term-end freeze on the camp clock, and certificates
 * printed with each camp's own design.
 */
let now = Date.now();
const server = serverForThisFile({}, { campClock: () => now });
const db = () => server.database.db;
const freshPhone = phoneNumbers('1391700');
const { call, data } = learningCalls(server);
const { watchToEnd } = campFixtures(server);
const { trainingCheckins, trainingTermItems, trainingUsers, trainings } = tables;

const T = '/api/front/training';
/** Trial camp 21 teaches course 3 (seed/camps.ts). */
const TRIAL = 21;
const TRIAL_COURSE = 3;
const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);

let editor: SignedInOperator;
let headers: Record<string, string>;
const admin = async <T>(path: string, body: object): Promise<{ code: string; reason?: string; data: T }> => {
  const answer = await server.post(`/api/admin/${path}`, body, { headers });
  return answer.body as { code: string; reason?: string; data: T };
};
const adminData = async <T>(path: string, body: object): Promise<T> => {
  const answer = await admin<T>(path, body);
  expect(answer.code, JSON.stringify(answer)).toBe('00000');
  return answer.data;
};

const item = (fields: Partial<PlanItemFields> & Pick<PlanItemFields, 'kind' | 'title'>): PlanItemFields => ({
  day: 0,
  stage: null,
  courseId: null,
  examId: null,
  required: true,
  weight: 1,
  ...fields,
});

async function newCamp(name: string, extra: Partial<AdminCamp> = {}): Promise<number> {
  const camp = await adminData<AdminCamp>('camps/create', {
    kind: 'online',
    name,
    intro: '测试',
    price: 9_900,
    linePrice: 19_900,
    enquire: false,
    ...extra,
  });
  return camp.id;
}

const newTerm = (trainingId: number, name: string, startOffset: number, endOffset: number) =>
  adminData<AdminTerm>('camps/term/create', {
    trainingId,
    name,
    enrollStartDate: day(Math.min(-1, startOffset - 1)),
    enrollEndDate: day(Math.max(1, startOffset)),
    startDate: day(startOffset),
    endDate: day(endOffset),
    capacity: 50,
    lateJoin: true,
  });

const termItems = (termId: number) =>
  db()
    .select({
      title: trainingTermItems.title,
      day: trainingTermItems.day,
      weight: trainingTermItems.weight,
      planItemId: trainingTermItems.planItemId,
    })
    .from(trainingTermItems)
    .where(eq(trainingTermItems.termId, termId))
    .orderBy(trainingTermItems.sort, trainingTermItems.id);

async function enrol(userId: number, trainingId: number, termId: number): Promise<number> {
  const [row] = await db()
    .insert(trainingUsers)
    .values({ userId, trainingId, termId })
    .returning({ id: trainingUsers.id });
  if (!row) throw new Error('no enrolment');
  return row.id;
}

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  headers = { ...editor.headers, ...ADMIN_HEADERS };
});

describe('the plan in the console', () => {
  it('saves the plan in the given order, audited, and never rewrites a running term’s copy', async () => {
    const camp = await newCamp('计划编辑训练营');
    const first = await adminData<AdminCampPlan>('camps/plan/save', {
      trainingId: camp,
      items: [
        item({ kind: 'course', title: '第一课', courseId: TRIAL_COURSE, stage: '第一阶段' }),
        item({ kind: 'checkin', title: '开营签到', day: 1 }),
        item({ kind: 'live', title: '直播答疑', day: 2, required: false, weight: 0 }),
      ],
    });
    expect(first.items.map((row) => row.title)).toEqual(['第一课', '开营签到', '直播答疑']);
    const running = await newTerm(camp, '第1期', -3, 20);
    const copied = await termItems(running.id);
    expect(copied.map((row) => row.title)).toEqual(['第一课', '开营签到', '直播答疑']);

    // Dragged into a new order, one edited, one left out, one added.
    const [course, checkin] = first.items;
    const second = await adminData<AdminCampPlan>('camps/plan/save', {
      trainingId: camp,
      items: [
        item({ ...checkin, id: checkin?.id, kind: 'checkin', title: '开营签到（线下）', day: 0, weight: 3 }),
        item({ kind: 'offline', title: '线下工作坊', day: 5 }),
        item({ ...course, id: course?.id, kind: 'course', title: '第一课', courseId: TRIAL_COURSE }),
      ],
    });
    expect(second.items.map((row) => [row.title, row.weight])).toEqual([
      ['开营签到（线下）', 3],
      ['线下工作坊', 1],
      ['第一课', 1],
    ]);
    expect(second.termCount).toBe(1);
    // The running term keeps the copy it was made with, word for word.
    expect(await termItems(running.id)).toEqual(copied);
    // A term created now copies the new plan, without the item left out.
    const next = await newTerm(camp, '第2期', 30, 60);
    expect((await termItems(next.id)).map((row) => [row.title, row.day, row.weight])).toEqual([
      ['开营签到（线下）', 0, 3],
      ['线下工作坊', 5, 1],
      ['第一课', 0, 1],
    ]);
    // The plan read back is the saved one; the camp page shows it too.
    expect((await adminData<AdminCampPlan>('camps/plan', { trainingId: camp })).items).toEqual(second.items);
    const audit = await db().execute(
      sql`select count(*)::int as total from audit_log where action = '/api/admin/camps/plan/save' and entity_id = ${String(camp)}`,
    );
    expect((audit as unknown as { rows: Array<{ total: number }> }).rows[0]?.total).toBe(2);
  });

  it('refuses an item of another camp, an unknown course or exam, and an inconsistent item', async () => {
    const camp = await newCamp('计划校验训练营');
    const other = await newCamp('另一个训练营');
    const theirs = await adminData<AdminCampPlan>('camps/plan/save', {
      trainingId: other,
      items: [item({ kind: 'checkin', title: '签到' })],
    });
    const cases: Array<[PlanItemFields, string]> = [
      [item({ id: theirs.items[0]?.id, kind: 'checkin', title: '偷来的' }), 'CAMP_PLAN_ITEM_NOT_FOUND'],
      [item({ kind: 'course', title: '无此课程', courseId: 999_999 }), 'CAMP_PLAN_COURSE_NOT_FOUND'],
      [item({ kind: 'exam', title: '无此考试', examId: 999_999 }), 'CAMP_PLAN_EXAM_NOT_FOUND'],
      [item({ kind: 'course', title: '没选课程' }), 'INVALID_REQUEST'],
      [item({ kind: 'live', title: '直播', examId: 1 }), 'INVALID_REQUEST'],
    ];
    for (const [bad, reason] of cases) {
      const answer = await admin('camps/plan/save', { trainingId: camp, items: [bad] });
      expect(answer.reason, bad.title).toBe(reason);
    }
    expect((await adminData<AdminCampPlan>('camps/plan', { trainingId: camp })).items).toEqual([]);
    expect((await admin('camps/plan', { trainingId: 999_999 })).reason).toBe('CAMP_NOT_FOUND');
  });
});

describe('a trial carried into the paid term', () => {
  it('keeps what the learner learned in the trial camp when they buy a term teaching the same course', async () => {
    now = Date.now();
    const camp = await newCamp('体验转正训练营');
    await adminData('camps/plan/save', {
      trainingId: camp,
      items: [
        item({ kind: 'course', title: '试学过的课', courseId: TRIAL_COURSE }),
        item({ kind: 'checkin', title: '开营签到' }),
      ],
    });
    const term = await newTerm(camp, '第1期', 2, 30);
    const learner = await loginWithCode(server, freshPhone());
    await data(learner, `${T}/trial/play`, { trainingId: TRIAL, courseId: TRIAL_COURSE });
    const sections = (await readCourseSections(db(), TRIAL_COURSE)).filter(
      (section) => section.mediaKey !== null,
    );
    for (const section of sections) {
      await watchToEnd(`${T}/trial/learn/save`, learner, TRIAL_COURSE, section);
    }
    const trial = await data<EnrolmentDetail>(learner, `${T}/trial/user/detail`, { id: TRIAL });
    expect(trial.items.find((row) => row.courseId === TRIAL_COURSE)?.done).toBe(true);

    await buyInSandbox(server, learner, { id: camp, type: 8, trainId: term.id });
    const [paid] = await db()
      .select({ id: trainingUsers.id, progress: trainingUsers.progress })
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, learner.userId), eq(trainingUsers.termId, term.id)));
    // One of two equal required items done before paying: half the plan, stored at enrolment.
    expect(paid?.progress).toBe(50);
    const progress = await data<EnrolmentProgress>(learner, `${T}/v2/user/progress`, {
      trainingUserId: paid?.id,
    });
    expect([progress.progress, progress.requiredDone, progress.requiredTotal]).toEqual([50, 1, 2]);
  });

  it('starts a learner who never took the trial at nothing', async () => {
    const camp = await newCamp('未试学训练营');
    await adminData('camps/plan/save', {
      trainingId: camp,
      items: [item({ kind: 'course', title: '课', courseId: TRIAL_COURSE })],
    });
    const term = await newTerm(camp, '第1期', 2, 30);
    const learner = await loginWithCode(server, freshPhone());
    await buyInSandbox(server, learner, { id: camp, type: 8, trainId: term.id });
    const [paid] = await db()
      .select({ progress: trainingUsers.progress })
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, learner.userId), eq(trainingUsers.termId, term.id)));
    expect(paid?.progress).toBe(0);
  });
});

describe('the end of a term on the camp clock', () => {
  it('freezes progress under the replay rule from midnight China time after the last day, not a millisecond before', async () => {
    const camp = await newCamp('结营冻结训练营', { termEndAccess: 'replay' });
    await adminData('camps/plan/save', {
      trainingId: camp,
      items: [
        item({ kind: 'course', title: '课', courseId: TRIAL_COURSE }),
        item({ kind: 'checkin', title: '签到' }),
      ],
    });
    // Ends tomorrow (real date): the camp clock, not the database's, decides whether it has ended.
    const lastDay = day(1);
    const term = await newTerm(camp, '第1期', -10, 1);
    const learner = await loginWithCode(server, freshPhone());
    const trainingUserId = await enrol(learner.userId, camp, term.id);
    const sections = (await readCourseSections(db(), TRIAL_COURSE)).filter(
      (section) => section.mediaKey !== null,
    );
    now = Date.now();
    for (const section of sections)
      await watchToEnd(`${T}/course/learn/save`, learner, TRIAL_COURSE, section);
    const stored = async () => {
      const [row] = await db()
        .select({ progress: trainingUsers.progress })
        .from(trainingUsers)
        .where(eq(trainingUsers.id, trainingUserId));
      return row?.progress;
    };
    expect(await stored()).toBe(50);
    // The check-in lands; its progress is recorded at the boundary of the term's last day.
    const [checkinItem] = await db()
      .select({ planItemId: trainingTermItems.planItemId })
      .from(trainingTermItems)
      .where(and(eq(trainingTermItems.termId, term.id), eq(trainingTermItems.kind, 'checkin')));
    const planItemId = checkinItem?.planItemId ?? 0;
    await db().insert(trainingCheckins).values({ trainingUserId, planItemId });
    const midnightAfter = Date.parse(`${lastDay}T00:00:00+08:00`) + 86_400_000;
    // From midnight China time after the last day the term has ended: frozen.
    await recordPlanItemProgress(db(), () => midnightAfter, learner.userId, planItemId);
    expect(await stored()).toBe(50);
    // The last millisecond of the last day: still running, so it counts.
    await recordPlanItemProgress(db(), () => midnightAfter - 1, learner.userId, planItemId);
    expect(await stored()).toBe(100);
    // A server whose clock stands after the end freezes what its heartbeats record too.
    await db().update(trainingUsers).set({ progress: 0 }).where(eq(trainingUsers.id, trainingUserId));
    now = midnightAfter;
    await recordCourseProgress(server.database, () => now, learner.userId, TRIAL_COURSE);
    expect(await stored()).toBe(0);
    now = Date.now();
  });
});

describe('certificate designs per camp', () => {
  async function completedCertificate(
    camp: number,
    learner: LoggedIn,
  ): Promise<{ code: string; trainingUserId: number }> {
    await adminData('camps/plan/save', {
      trainingId: camp,
      items: [item({ kind: 'checkin', title: '结业签到' })],
    });
    const term = await newTerm(camp, '第1期', -5, 20);
    const trainingUserId = await enrol(learner.userId, camp, term.id);
    const [checkinItem] = await db()
      .select({ planItemId: trainingTermItems.planItemId })
      .from(trainingTermItems)
      .where(eq(trainingTermItems.termId, term.id));
    const planItemId = checkinItem?.planItemId ?? 0;
    await db().insert(trainingCheckins).values({ trainingUserId, planItemId });
    await recordPlanItemProgress(db(), () => now, learner.userId, planItemId);
    const cert = await data<EnrolmentCertificate>(learner, `${T}/v2/user/cert`, { trainingUserId });
    if (!cert.certificate) throw new Error('no certificate issued');
    return { code: cert.certificate.code, trainingUserId };
  }

  async function pdfOf(learner: LoggedIn, code: string): Promise<string> {
    const link = await call(learner, '/api/front/user/cert/download', { code });
    const pdf = await server.fetch((link.body.data as { url: string }).url);
    expect(pdf.status).toBe(200);
    return pdfText(new Uint8Array(await pdf.arrayBuffer()));
  }

  it('prints each camp’s chosen design: title line, issuer, seal and colour', async () => {
    now = Date.now();
    const red = await adminData<CertificateTemplate>('certificate/template/save', {
      name: '红色模板',
      heading: '卓越领导力证书',
      statement: '完成全部学习任务，表现卓越，特发此证。',
      issuer: '华东智造集团培训中心',
      sealText: '华东培训',
      primaryColor: '#8B1D1D',
      accentColor: '#d4a017',
    });
    expect(red.primaryColor).toBe('#8b1d1d');
    const blue = await adminData<CertificateTemplate>('certificate/template/save', {
      name: '蓝色模板',
      heading: '数据分析师结业证',
      statement: '完成数据分析训练营全部任务，特发此证。',
      issuer: '知学数据学院',
      sealText: '数据学院',
      primaryColor: '#1f3a68',
      accentColor: '#2f80ed',
    });
    const redCamp = await newCamp('领导力训练营（红）', {
      certificateMinProgress: 100,
      certificateTemplateId: red.id,
    });
    const blueCamp = await newCamp('数据训练营（蓝）', {
      certificateMinProgress: 100,
      certificateTemplateId: blue.id,
    });
    const learner = await loginWithCode(server, freshPhone());
    const redText = await pdfOf(learner, (await completedCertificate(redCamp, learner)).code);
    const blueText = await pdfOf(learner, (await completedCertificate(blueCamp, learner)).code);
    for (const word of ['卓越领导力证书', '华东智造集团培训中心', '华东培训', '领导力训练营（红）']) {
      expect(redText).toContain(word);
    }
    for (const word of ['数据分析师结业证', '知学数据学院', '数据学院', '数据训练营（蓝）']) {
      expect(blueText).toContain(word);
    }
    expect(redText).not.toContain('数据分析师结业证');
    expect(blueText).not.toContain('卓越领导力证书');
    const listed = await adminData<CertificateTemplate[]>('certificate/template/list', {});
    expect(listed.find((row) => row.id === red.id)?.campCount).toBe(1);
  });

  it('refuses a design that does not exist and a colour that is not one', async () => {
    const unknown = await admin('camps/create', {
      kind: 'online',
      name: '无模板',
      intro: '',
      price: 0,
      linePrice: 0,
      enquire: false,
      certificateTemplateId: 999_999,
    });
    expect(unknown.reason).toBe('CERT_TEMPLATE_NOT_FOUND');
    const colour = await admin('certificate/template/save', {
      name: '坏颜色',
      heading: '证书',
      statement: '特发此证。',
      issuer: '知学',
      sealText: '知学',
      primaryColor: 'red',
      accentColor: '#d4a017',
    });
    expect(colour.reason).toBe('INVALID_REQUEST');
    const [camp] = await db().select({ id: trainings.id }).from(trainings).limit(1);
    expect(camp).toBeDefined();
  });
});
