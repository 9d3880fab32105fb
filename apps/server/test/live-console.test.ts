import type { AdminLive, AdminLiveComment, LiveComment, LiveDetail, Notice } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachReplay } from '../src/modules/live/index.js';
import { claimSmsReminders, sendSmsReminders } from '../src/modules/live/sms-reminders.js';
import { SmsDeliveryError, type SmsSender } from '../src/platform/sms/index.js';
import * as tables from '../src/tables.js';
import { CAMP, campFixtures } from './camp-support.js';
import { type ApiAnswer, serverForThisFile } from './harness.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/** Lives scheduled and moderated in the console; comments, attendance and the replay. */
const server = serverForThisFile();
const nextPhone = phoneNumbers('1391700');
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const ok = async <T>(answer: Promise<ApiAnswer>): Promise<T> => {
  const { status, body } = await answer;
  expect({ status, code: body.code, msg: body.msg }).toMatchObject({ status: 200, code: '00000' });
  return body.data as T;
};
const as = (who: LoggedIn | SignedInOperator, path: string, body: unknown = {}) =>
  server.post(path, body, { headers: who.headers });
const learner = () => loginWithCode(server, nextPhone());

let editor: SignedInOperator | undefined;
const asEditor = async (path: string, body: unknown) => {
  editor ??= await signInAs(server, 'content_editor');
  return as(editor, path, body);
};
const fields = (values: Record<string, unknown> = {}) => ({
  title: '控制台直播',
  summary: '直播简介',
  cover: '/images/live-cover.png',
  lecturerId: 1,
  startsAt: at(2 * HOUR),
  expectedMinutes: 45,
  courseId: 1,
  audience: 'anyone',
  ...values,
});
const auditRows = (entity: string, id: number) =>
  server.database.db
    .select({ action: tables.auditLog.action })
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, entity), eq(tables.auditLog.entityId, String(id))));

describe('scheduling lives in the console', () => {
  it('creates, edits and cancels a live, audited, and tells its subscribers of the cancellation', async () => {
    const live = await ok<AdminLive>(asEditor('/api/admin/live/create', fields()));
    expect(live).toMatchObject({ title: '控制台直播', state: 'scheduled', cancelled: false, courseId: 1 });
    const who = await learner();
    const detail = await ok<LiveDetail>(as(who, '/api/front/live/detail', { id: live.id }));
    expect(detail).toMatchObject({ title: '控制台直播', lecturerName: expect.any(String) });
    await ok(as(who, '/api/front/live/subscribe', { id: live.id }));

    const edited = await ok<AdminLive>(
      asEditor('/api/admin/live/update', {
        id: live.id,
        ...fields({ title: '改期的直播', expectedMinutes: 90 }),
      }),
    );
    expect(edited).toMatchObject({ title: '改期的直播', expectedMinutes: 90, subscriberCount: 1 });

    const push = await ok<{ pushUrl: string; expiresAt: string }>(
      asEditor('/api/admin/live/push-address', { id: live.id }),
    );
    expect(push.pushUrl).toMatch(new RegExp(`/live/live-${live.id}\\?auth_key=\\d+-\\w+-0-[0-9a-f]{32}$`));
    expect(Date.parse(push.expiresAt)).toBeGreaterThan(Date.now() + 24 * HOUR);

    const cancelled = await ok<AdminLive>(asEditor('/api/admin/live/cancel', { id: live.id }));
    expect(cancelled.cancelled).toBe(true);
    expect((await as(who, '/api/front/live/detail', { id: live.id })).body.reason).toBe('LIVE_NOT_FOUND');
    expect((await asEditor('/api/admin/live/update', { id: live.id, ...fields() })).body.reason).toBe(
      'LIVE_NOT_EDITABLE',
    );
    const inbox = await ok<{ list: Notice[] }>(as(who, '/api/front/message/list', { category: 'live' }));
    expect(inbox.list.map((notice) => notice.title)).toContain('直播已取消：改期的直播');
    expect((await auditRows('live', live.id)).map((row) => row.action).sort()).toEqual(
      ['/api/admin/live/cancel', '/api/admin/live/create', '/api/admin/live/update'].sort(),
    );
    expect(await auditRows('live_push_address', live.id)).toHaveLength(1);
  });

  it('refuses what a live cannot name, and callers without the permission', async () => {
    for (const [values, reason] of [
      [{ lecturerId: 999_999 }, 'LIVE_LECTURER_NOT_FOUND'],
      [{ courseId: 999_999 }, 'LIVE_LINK_INVALID'],
      [{ planItemId: 1, termId: null }, 'LIVE_LINK_INVALID'],
      [{ audience: 'term', audienceTermId: null }, 'INVALID_REQUEST'],
    ] as const) {
      const answer = await asEditor('/api/admin/live/create', fields(values));
      expect(answer.body.reason, JSON.stringify(values)).toBe(reason);
    }
    const finance = await signInAs(server, 'finance');
    expect((await as(finance, '/api/admin/live/create', fields())).body.code).toBe('A0301');
    expect((await as(finance, '/api/admin/live/list', {})).body.code).toBe('A0301');
    const support = await signInAs(server, 'support');
    expect((await as(support, '/api/admin/live/create', fields())).body.code).toBe('A0301');
    await ok(as(support, '/api/admin/live/list', {}));
  });
});

describe('comments beside the player', () => {
  it('lets the audience post and poll, limits the rate, and lets an operator hide and delete', async () => {
    const live = await ok<AdminLive>(asEditor('/api/admin/live/create', fields({ audience: 'members' })));
    const outsider = await learner();
    expect(
      (await as(outsider, '/api/front/live/comment/post', { id: live.id, content: '你好' })).body.reason,
    ).toBe('LIVE_NOT_IN_AUDIENCE');
    expect((await as(outsider, '/api/front/live/comment/list', { id: live.id })).body.reason).toBe(
      'LIVE_NOT_IN_AUDIENCE',
    );
    await server.database.db
      .update(tables.lives)
      .set({ audience: 'anyone' })
      .where(eq(tables.lives.id, live.id));

    const who = await learner();
    const first = await ok<LiveComment>(
      as(who, '/api/front/live/comment/post', { id: live.id, content: '  <b>老师好</b>\n\n请问  ' }),
    );
    // Kept as the text it is, on one line; shown as text by the page.
    expect(first.content).toBe('<b>老师好</b> 请问');
    await ok(as(who, '/api/front/live/comment/post', { id: live.id, content: '第二条' }));
    await ok(as(who, '/api/front/live/comment/post', { id: live.id, content: '第三条' }));
    const fourth = await as(who, '/api/front/live/comment/post', { id: live.id, content: '第四条' });
    expect(fourth.body).toMatchObject({ code: 'A0429', reason: 'LIVE_COMMENT_TOO_FREQUENT' });
    expect(
      (await as(who, '/api/front/live/comment/post', { id: live.id, content: '长'.repeat(201) })).body.reason,
    ).toBe('INVALID_REQUEST');

    const other = await learner();
    const all = await ok<{ list: LiveComment[] }>(as(other, '/api/front/live/comment/list', { id: live.id }));
    expect(all.list.map((comment) => comment.content)).toEqual(['<b>老师好</b> 请问', '第二条', '第三条']);
    const newer = await ok<{ list: LiveComment[] }>(
      as(other, '/api/front/live/comment/list', { id: live.id, afterId: first.id }),
    );
    expect(newer.list.map((comment) => comment.content)).toEqual(['第二条', '第三条']);

    const trainer = await signInAs(server, 'trainer');
    const moderated = await ok<{ list: AdminLiveComment[] }>(
      as(trainer, '/api/admin/live/comment/list', { liveId: live.id }),
    );
    expect(moderated.list).toHaveLength(3);
    const [third, second] = moderated.list;
    await ok(as(trainer, '/api/admin/live/comment/set-hidden', { id: third?.id, hidden: true }));
    await ok(as(trainer, '/api/admin/live/comment/delete', { id: second?.id }));
    const after = await ok<{ list: LiveComment[] }>(
      as(other, '/api/front/live/comment/list', { id: live.id }),
    );
    expect(after.list.map((comment) => comment.content)).toEqual(['<b>老师好</b> 请问']);
    expect(await auditRows('live_comment', third?.id ?? 0)).toHaveLength(1);
    expect(await auditRows('live_comment', second?.id ?? 0)).toHaveLength(1);
    expect((await as(trainer, '/api/admin/live/comment/delete', { id: second?.id })).body.reason).toBe(
      'LIVE_COMMENT_NOT_FOUND',
    );
  });
});

describe('attendance', () => {
  it('counts the time watched on air and does the camp plan live item once it is long enough', async () => {
    const { db } = server.database;
    const [item] = await db
      .insert(tables.trainingPlanItems)
      .values({ trainingId: CAMP, kind: 'live', title: '直播答疑', required: true, weight: 1, sort: 99 })
      .returning({ id: tables.trainingPlanItems.id });
    const camps = campFixtures(server);
    const termId = await camps.insertTerm({ name: '直播期', startDate: '2026-01-01', endDate: '2099-12-31' });
    const who = await learner();
    const enrolment = await camps.enrol(who.userId, termId);
    const live = await ok<AdminLive>(
      asEditor(
        '/api/admin/live/create',
        fields({
          expectedMinutes: 1,
          termId,
          planItemId: item?.id,
          audience: 'term',
          audienceTermId: termId,
        }),
      ),
    );
    const beat = () => ok<{ watchedSeconds: number }>(as(who, '/api/front/live/heartbeat', { id: live.id }));
    // Not on air: nothing counts.
    expect(await beat()).toEqual({ watchedSeconds: 0 });
    await db.update(tables.lives).set({ state: 'live' }).where(eq(tables.lives.id, live.id));
    expect(await beat()).toEqual({ watchedSeconds: 0 });
    const progress = async () =>
      (
        await db
          .select({ progress: tables.trainingUsers.progress })
          .from(tables.trainingUsers)
          .where(eq(tables.trainingUsers.id, enrolment))
      )[0]?.progress;
    expect(await progress()).toBe(0);
    // The previous beat 20 s ago: 20 s more. A page asleep for an hour adds no more than two beats' worth.
    const back = (seconds: number) =>
      db
        .update(tables.liveAttendance)
        .set({ lastSeenAt: sql`now() - ${seconds}::int * interval '1 second'` })
        .where(eq(tables.liveAttendance.liveId, live.id));
    await back(20);
    expect((await beat()).watchedSeconds).toBe(20);
    await back(3600);
    expect((await beat()).watchedSeconds).toBe(50);
    // Half of one expected minute reached: the live item is done, one of the plan's four required items.
    expect(await progress()).toBe(25);

    const outsider = await learner();
    expect((await as(outsider, '/api/front/live/heartbeat', { id: live.id })).body.reason).toBe(
      'LIVE_NOT_FOUND',
    );
    const listed = await ok<{ list: AdminLive[] }>(asEditor('/api/admin/live/list', { pageSize: 100 }));
    expect(listed.list.find((row) => row.id === live.id)?.attendeeCount).toBe(1);
  });
});

describe('replay', () => {
  it('makes a ready recording of an ended live a section of its course, once', async () => {
    const { db } = server.database;
    const live = await ok<AdminLive>(asEditor('/api/admin/live/create', fields({ title: '回放直播' })));
    const [asset] = await db
      .insert(tables.mediaAssets)
      .values({
        uploadId: `live-recordings/live/live-${live.id}/1.flv`,
        ownerOperatorId: 0,
        kind: 'video',
        fileName: 'recording.flv',
        contentType: 'video/x-flv',
        sizeBytes: 1000,
        state: 'ready',
        outputKey: `transcodes/x/y/index.m3u8`,
        durationSeconds: 600,
      })
      .returning({ id: tables.mediaAssets.id });
    const assetId = asset?.id ?? 0;
    await db
      .update(tables.lives)
      .set({ state: 'live', recordingAssetId: assetId })
      .where(eq(tables.lives.id, live.id));
    // Still on air: not yet a replay.
    expect(await attachReplay(db, assetId)).toBeNull();
    await db.update(tables.lives).set({ state: 'ended' }).where(eq(tables.lives.id, live.id));
    const sectionId = await attachReplay(db, assetId);
    expect(sectionId).toEqual(expect.any(Number));
    // Told again (a retried job): the same section, not a second one.
    expect(await attachReplay(db, assetId)).toBe(sectionId);
    const replays = await db
      .select()
      .from(tables.sections)
      .where(eq(tables.sections.name, '直播回放：回放直播'));
    expect(replays).toHaveLength(1);

    const who = await learner();
    const detail = await ok<LiveDetail>(as(who, '/api/front/live/detail', { id: live.id }));
    expect(detail).toMatchObject({ state: 'replay', replaySectionId: sectionId });
    const outline = await ok<{ chapterList?: unknown }>(as(who, '/api/front/course/catalog', { id: 1 }));
    expect(JSON.stringify(outline)).toContain('直播回放：回放直播');
  });
});

describe('SMS reminders', () => {
  it('texts each subscriber who allows it once, with the 10-minute reminder only', async () => {
    const { db } = server.database;
    const texted: string[] = [];
    const sender: SmsSender = {
      kind: 'development',
      sendCode: async () => {},
      sendNotice: async (mobile, notice) => {
        texted.push(`${mobile} ${notice.params.title} ${notice.params.time}`);
      },
    };
    const live = await ok<AdminLive>(
      asEditor('/api/admin/live/create', fields({ title: '短信提醒直播', startsAt: at(5 * 60_000) })),
    );
    const allowingPhone = nextPhone();
    const allowing = await loginWithCode(server, allowingPhone);
    const silent = await learner();
    expect(await ok(as(allowing, '/api/front/live/sms-setting', {}))).toEqual({ allowed: false });
    expect(await ok(as(allowing, '/api/front/live/sms-setting/save', { allowed: true }))).toEqual({
      allowed: true,
    });
    expect(await ok(as(allowing, '/api/front/live/sms-setting', {}))).toEqual({ allowed: true });
    for (const who of [allowing, silent]) await ok(as(who, '/api/front/live/subscribe', { id: live.id }));

    // Two sweeps claim once; two sends text once.
    await Promise.all([claimSmsReminders(db), claimSmsReminders(db)]);
    expect(await claimSmsReminders(db)).toBe(1);
    expect(await sendSmsReminders(db, sender)).toBe(1);
    expect(await sendSmsReminders(db, sender)).toBe(0);
    expect(await claimSmsReminders(db)).toBe(0);
    expect(texted).toHaveLength(1);
    expect(texted[0]).toMatch(new RegExp(`^${allowingPhone} 短信提醒直播 \\d\\d-\\d\\d \\d\\d:\\d\\d$`));

    // A provider refusal leaves the text waiting for the retry.
    const later = await ok<AdminLive>(
      asEditor('/api/admin/live/create', fields({ title: '第二场', startsAt: at(5 * 60_000) })),
    );
    await ok(as(allowing, '/api/front/live/subscribe', { id: later.id }));
    expect(await claimSmsReminders(db)).toBe(1);
    const refusing: SmsSender = {
      ...sender,
      sendNotice: async () => {
        throw new SmsDeliveryError('refused');
      },
    };
    await expect(sendSmsReminders(db, refusing)).rejects.toThrow('refused');
    expect(await sendSmsReminders(db, sender)).toBe(1);
    expect(texted).toHaveLength(2);
  });
});
