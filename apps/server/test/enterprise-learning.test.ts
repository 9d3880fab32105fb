import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import * as tables from '../src/tables.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress } from './learning-support.js';
import { type LoggedIn, loginWithAccount } from './login-helpers.js';

const server = serverForThisFile();
const db = () => server.database.db;
const { call, data } = learningCalls(server);

const PLAY = '/api/ent/front/learn/play/detail';
const STS = '/api/ent/front/vod/play/sts';
const SAVE = '/api/ent/front/learn/duration/save';
const MAIN_PLAY = '/api/front/learn/play/detail';
const MAIN_STS = '/api/front/vod/play/sts';
const ENTERPRISE_ONLY = '该功能仅对企业学员开放';

/** Seeded library of enterprise 1 (seed/enterprise.ts): course 20 directly, course 17 through bundle 106. */
const LICENSED = 20;
const LICENSED_THROUGH_BUNDLE = 17;
const LICENSED_BUNDLE = 106;

interface PlayDetail {
  courseId: number;
  canStudy: boolean;
  hasSlides: boolean;
  section: { id: number; playable: boolean; trial: number };
  startSeconds: number;
  nextSectionId: number | null;
}

/** A paid main-site course with trial sections that neither the enterprise nor its bundles license. */
async function unlicensedCourseWithTrial(): Promise<number> {
  const result = await db().execute(sql`select c.id from courses c
    where c.channel = 'main' and c.type = 1 and c.published and c.charge = 1
      and exists (select 1 from sections s where s.course_id = c.id and s.trial = 1)
      and not exists (select 1 from enterprise_courses e where e.ent_id = 1 and (e.course_id = c.id
        or e.course_id in (select g.bundle_id from bundle_groups g
          join bundle_courses b on b.group_id = g.id where b.course_id = c.id)))
    order by c.id limit 1`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
}

let learner: LoggedIn;
let colleague: LoggedIn;
let individual: LoggedIn;
let unlicensed: number;

beforeAll(async () => {
  [learner, colleague, individual] = await Promise.all([
    loginWithAccount(server, 'hdzz001', DEMO_PASSWORD),
    loginWithAccount(server, 'hdzz002', DEMO_PASSWORD),
    loginWithAccount(server, '13800000003', DEMO_PASSWORD),
  ]);
  for (const who of [learner, colleague, individual]) expect(who.body.code).toBe('00000');
  unlicensed = await unlicensedCourseWithTrial();
  expect(unlicensed).toBeGreaterThan(0);
});

describe('playing a course of the enterprise library', () => {
  it('opens a licensed course with every section playable, and serves the signed video', async () => {
    const detail = await data<PlayDetail>(learner, PLAY, { courseId: LICENSED, bundleId: 102, taskId: 5 });
    expect(detail).toMatchObject({ courseId: LICENSED, canStudy: true, startSeconds: 0 });
    expect(detail.section.playable).toBe(true);
    const sections = await readCourseSections(db(), LICENSED);
    expect(detail.section.id).toBe(sections[0]?.id);
    expect(detail.nextSectionId).toBe(sections[1]?.id ?? null);

    // A section that is not a trial one plays too: the licence opens the whole course.
    const locked = sections.find((section) => section.trial === 0);
    expect(locked).toBeDefined();
    const address = await data<PlayAddress>(learner, STS, { courseId: LICENSED, sectionId: locked?.id });
    expect(address.playUrl).toMatch(new RegExp(`^/media/.+\\?u=${learner.userId}&e=\\d+&s=`));
    const video = await fetch(server.baseUrl + address.playUrl, { headers: learner.headers });
    expect(video.status).toBe(200);
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    if (address.format === 'mp4') expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The address is the learner's own: a colleague of the same enterprise gets nothing from it.
    expect((await fetch(server.baseUrl + address.playUrl, { headers: colleague.headers })).status).toBe(403);
  });

  it('plays a course the enterprise licenses only through a bundle', async () => {
    const detail = await data<PlayDetail>(learner, PLAY, {
      courseId: LICENSED_THROUGH_BUNDLE,
      bundleId: LICENSED_BUNDLE,
    });
    expect(detail.canStudy).toBe(true);
    const last = (await readCourseSections(db(), LICENSED_THROUGH_BUNDLE)).at(-1);
    await data<PlayAddress>(learner, STS, { courseId: LICENSED_THROUGH_BUNDLE, sectionId: last?.id });
  });

  it('records a heartbeat and resumes there with seeType=continue, on either site', async () => {
    const sections = await readCourseSections(db(), LICENSED);
    const second = sections[1];
    expect(second).toBeDefined();
    const sectionId = second?.id as number;
    const address = await data<PlayAddress>(colleague, STS, { courseId: LICENSED, sectionId });
    const saved = await data<Progress>(colleague, SAVE, {
      courseId: LICENSED,
      sectionId,
      playToken: address.playToken,
      seq: 1,
      positionSeconds: 2,
      watchedSeconds: 2,
    });
    expect(saved).toMatchObject({ applied: true, positionSeconds: 2 });
    const [row] = await db()
      .select({ position: tables.sectionProgress.positionSeconds })
      .from(tables.sectionProgress)
      .where(
        and(
          eq(tables.sectionProgress.userId, colleague.userId),
          eq(tables.sectionProgress.sectionId, sectionId),
        ),
      );
    expect(row?.position).toBe(2);

    const resumed = await data<PlayDetail>(colleague, PLAY, { courseId: LICENSED, seeType: 'continue' });
    expect([resumed.section.id, resumed.startSeconds]).toEqual([sectionId, 2]);
    // The same progress: the main site's player (where the licence counts too) resumes at the same spot.
    const onMainSite = await data<PlayDetail>(colleague, MAIN_PLAY, {
      courseId: LICENSED,
      seeType: 'continue',
    });
    expect([onMainSite.section.id, onMainSite.startSeconds]).toEqual([sectionId, 2]);
  });

  it('takes a play token of either site, since the token is what proves the right to play', async () => {
    const [, second] = await readCourseSections(db(), LICENSED);
    const sectionId = second?.id as number;
    const fromMain = await data<PlayAddress>(colleague, MAIN_STS, { courseId: LICENSED, sectionId });
    const beat = { courseId: LICENSED, sectionId, playToken: fromMain.playToken, seq: 1, watchedSeconds: 1 };
    const saved = await data<Progress>(colleague, SAVE, { ...beat, positionSeconds: 1 });
    expect(saved.applied).toBe(true);
    // But never one issued to someone else, nor one for another section.
    const foreign = await call(learner, SAVE, { ...beat, positionSeconds: 1 });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'A0301']);
    const elsewhere = await call(colleague, SAVE, { ...beat, sectionId: sectionId + 1, positionSeconds: 1 });
    expect(elsewhere.body.code).toBe('A0400');
  });
});

describe('what the enterprise area refuses', () => {
  it('does not serve a course outside the library, not even its trial sections (A0404)', async () => {
    const sections = await readCourseSections(db(), unlicensed);
    const trial = sections.find((section) => section.trial === 1);
    expect(trial).toBeDefined();
    for (const [path, body] of [
      [PLAY, { courseId: unlicensed }],
      [STS, { courseId: unlicensed, sectionId: trial?.id }],
    ] as const) {
      const answer = await call(learner, path, body);
      expect([answer.status, answer.body.code, answer.body.msg], path).toEqual([
        404,
        'A0404',
        '企业课程库中没有这门课程',
      ]);
    }
    // The main site still offers the trial section to the same learner.
    await data<PlayAddress>(learner, MAIN_STS, { courseId: unlicensed, sectionId: trial?.id });
  });

  it('answers A0404 for a section of another course and for courses that do not exist', async () => {
    const other = (await readCourseSections(db(), LICENSED_THROUGH_BUNDLE))[0];
    const wrongSection = await call(learner, STS, { courseId: LICENSED, sectionId: other?.id });
    expect([wrongSection.status, wrongSection.body.code]).toEqual([404, 'A0404']);
    for (const courseId of [999_999, LICENSED_BUNDLE]) {
      const answer = await call(learner, PLAY, { courseId });
      expect([answer.status, answer.body.code], String(courseId)).toEqual([404, 'A0404']);
    }
  });

  it('tells an individual learner it is for enterprise learners only', async () => {
    const [first] = await readCourseSections(db(), LICENSED);
    const token = (
      await data<PlayAddress>(individual, MAIN_STS, { courseId: LICENSED, sectionId: first?.id })
    ).playToken;
    for (const [path, body] of [
      [PLAY, { courseId: LICENSED }],
      [STS, { courseId: LICENSED, sectionId: first?.id }],
      [
        SAVE,
        {
          courseId: LICENSED,
          sectionId: first?.id,
          playToken: token,
          seq: 1,
          positionSeconds: 1,
          watchedSeconds: 1,
        },
      ],
    ] as const) {
      const answer = await call(individual, path, body);
      expect([answer.status, answer.body.code, answer.body.msg], path).toEqual([
        403,
        'A0301',
        ENTERPRISE_ONLY,
      ]);
    }
  });

  it('asks a visitor to log in', async () => {
    for (const path of [PLAY, STS, SAVE]) {
      const body =
        path === SAVE
          ? {
              courseId: LICENSED,
              sectionId: 1,
              playToken: 'x',
              seq: 1,
              positionSeconds: 1,
              watchedSeconds: 1,
            }
          : { courseId: LICENSED, sectionId: 1 };
      const answer = await call(null, path, body);
      expect([answer.status, answer.body.code], path).toEqual([401, 'A0313']);
    }
  });

  it('answers hostile input with A0400, never a 500', async () => {
    const hostile: Array<[string, unknown]> = [
      [PLAY, undefined],
      [PLAY, {}],
      [PLAY, { courseId: 'abc' }],
      [PLAY, { courseId: -1 }],
      [PLAY, { courseId: 1e20 }],
      [PLAY, { courseId: LICENSED, seeType: 'all' }],
      [PLAY, { courseId: LICENSED, sectionId: '1; drop table users' }],
      [PLAY, { courseId: LICENSED, bundleId: [102] }],
      [PLAY, { courseId: LICENSED, taskId: 'task-1' }],
      [PLAY, { courseId: LICENSED, taskId: 0 }],
      [PLAY, { courseId: LICENSED, taskId: 1.5 }],
      [PLAY, { courseId: LICENSED, taskId: { id: 1 } }],
      [PLAY, { courseId: LICENSED, taskId: '99999999999' }],
      [STS, { courseId: LICENSED }],
      [STS, { courseId: LICENSED, sectionId: null }],
      [STS, [LICENSED]],
      [
        SAVE,
        { courseId: LICENSED, sectionId: 1, playToken: '', seq: 1, positionSeconds: 1, watchedSeconds: 1 },
      ],
      [
        SAVE,
        { courseId: LICENSED, sectionId: 1, playToken: 'x', seq: 0, positionSeconds: 1, watchedSeconds: 1 },
      ],
      [
        SAVE,
        { courseId: LICENSED, sectionId: 1, playToken: 'x', seq: 1, positionSeconds: -1, watchedSeconds: 1 },
      ],
      [
        SAVE,
        { courseId: LICENSED, sectionId: 1, playToken: 'x', seq: 1, positionSeconds: 1, watchedSeconds: 1e9 },
      ],
      [
        SAVE,
        {
          courseId: LICENSED,
          sectionId: 1,
          playToken: 'forged',
          seq: 1,
          positionSeconds: 1,
          watchedSeconds: 1,
        },
      ],
    ];
    for (const [path, body] of hostile) {
      const answer = await call(learner, path, body);
      expect([answer.status, answer.body.code], `${path} ${JSON.stringify(body)}`).toEqual([400, 'A0400']);
    }
    // A well-formed task id is accepted (reserved for learning tasks; it does not change the answer).
    const withTask = await data<PlayDetail>(learner, PLAY, { courseId: LICENSED, taskId: '7' });
    expect(withTask.courseId).toBe(LICENSED);
  });
});
