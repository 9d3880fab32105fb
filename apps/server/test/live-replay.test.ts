import type { EnrolmentDetail, LearningCourse, LiveDetail, PlayDetail } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { CAMP, campFixtures } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, type Progress } from './learning-support.js';
import { liveReplayFixtures } from './live-replay-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

/**
 * The replay of a live of a camp term without a course: a course of the live's own holds it, only the
 * live's audience plays it, its heartbeats count as learning and learning it does the camp plan's
 * live item, as attending the live on air does.
 */
const server = serverForThisFile();
const nextPhone = phoneNumbers('1391702');
const { call, data } = learningCalls(server);
const learner = () => loginWithCode(server, nextPhone());

const { createLive, recordAndTranscode } = liveReplayFixtures(server);

const reasonOf = async (who: LoggedIn, path: string, body: unknown) =>
  (await call(who, path, body)).body.reason;

describe('the replay of a camp term live', () => {
  it('is played by the term’s learners alone, counts as learning and does the plan’s live item', async () => {
    const { db } = server.database;
    const [item] = await db
      .insert(tables.trainingPlanItems)
      .values({ trainingId: CAMP, kind: 'live', title: '期中直播答疑', required: true, weight: 1, sort: 99 })
      .returning({ id: tables.trainingPlanItems.id });
    const camps = campFixtures(server);
    const termId = await camps.insertTerm({ name: '回放期', startDate: '2026-01-01', endDate: '2099-12-31' });
    const otherTerm = await camps.insertTerm({
      name: '另一期',
      startDate: '2026-01-01',
      endDate: '2099-12-31',
    });
    const [learnerInTerm, learnerOfOtherTerm, outsider] = await Promise.all([
      learner(),
      learner(),
      learner(),
    ]);
    const trainingUserId = await camps.enrol(learnerInTerm.userId, termId);
    await camps.enrol(learnerOfOtherTerm.userId, otherTerm);
    const live = await createLive({
      courseId: null,
      termId,
      planItemId: item?.id,
      audience: 'term',
      audienceTermId: termId,
    });
    const replayCall = { id: live.id };
    expect(await reasonOf(learnerInTerm, '/api/front/live/replay/play', replayCall)).toBe(
      'LIVE_REPLAY_NOT_READY',
    );

    const sectionId = await recordAndTranscode(live.id);
    expect(sectionId).toEqual(expect.any(Number));
    const detail = await data<LiveDetail>(learnerInTerm, '/api/front/live/detail', replayCall);
    expect(detail).toMatchObject({ state: 'replay', courseId: null, replaySectionId: sectionId });

    // The camp plan leads to the live (and so to its replay); the item is not done yet.
    const plan = () =>
      data<EnrolmentDetail>(learnerInTerm, '/api/front/training/user/detail', { trainingUserId });
    const liveItem = async () => (await plan()).items.find((row) => row.title === '期中直播答疑');
    expect(await liveItem()).toMatchObject({ liveId: live.id, done: false });
    expect((await plan()).progress).toBe(0);

    const opened = await data<PlayDetail>(learnerInTerm, '/api/front/live/replay/detail', replayCall);
    expect(opened).toMatchObject({
      courseName: '期次答疑直播',
      canStudy: true,
      section: { id: sectionId, name: '直播回放：期次答疑直播', durationSeconds: 24, playable: true },
      startSeconds: 0,
    });
    const address = await data<PlayAddress>(learnerInTerm, '/api/front/live/replay/play', replayCall);
    expect(address).toMatchObject({ format: 'hls', durationSeconds: 24 });
    const playlist = await fetch(server.baseUrl + address.playUrl, { headers: learnerInTerm.headers });
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXTM3U');

    // Nobody outside the live's audience gets the replay, not through the live nor through the players.
    const replayCourseId = opened.courseId;
    for (const who of [outsider, learnerOfOtherTerm]) {
      for (const path of ['/api/front/live/replay/detail', '/api/front/live/replay/play']) {
        expect(await reasonOf(who, path, replayCall)).toBe('LIVE_NOT_FOUND');
      }
      const section = { courseId: replayCourseId, sectionId: sectionId ?? 0 };
      expect(await reasonOf(who, '/api/front/vod/play/sts', section)).toBe('COURSE_NOT_FOUND');
      expect(await reasonOf(who, '/api/front/learn/play/detail', section)).toBe('COURSE_NOT_FOUND');
      expect(await reasonOf(who, '/api/front/vod/play/sts/training', { ...section, trainingId: CAMP })).toBe(
        'CAMP_COURSE_NOT_IN_CAMP',
      );
    }

    // Watched to its end (a play that began long enough ago): the section is learned, and the live
    // item with it, one of the plan's four required items.
    await camps.watchToEnd('/api/front/learn/duration/save', learnerInTerm, replayCourseId, {
      id: sectionId ?? 0,
      durationSeconds: 24,
    });
    expect(await liveItem()).toMatchObject({ done: true });
    expect((await plan()).progress).toBe(25);
    const again = await data<PlayDetail>(learnerInTerm, '/api/front/live/replay/detail', replayCall);
    expect(again.section.learnStatus).toBe(1);
    // The play token the live's call issued is taken where every section's heartbeats go.
    const beat = await data<Progress>(learnerInTerm, '/api/front/learn/duration/save', {
      courseId: replayCourseId,
      sectionId,
      playToken: address.playToken,
      seq: 1,
      positionSeconds: 1,
      watchedSeconds: 1,
    });
    expect(beat).toMatchObject({ applied: true, learnStatus: 1 });

    // Learning time counts it; the learner's course lists do not show the live's own course.
    const totals = await data<{ totalSeconds: number; courseCount: number }>(
      learnerInTerm,
      '/api/front/learn/user/data',
      {},
    );
    expect(totals).toMatchObject({ totalSeconds: 25, courseCount: 0 });
    const recent = await data<{ list: LearningCourse[]; total: number }>(
      learnerInTerm,
      '/api/front/learn/learning/list',
      {},
    );
    expect(recent).toMatchObject({ list: [], total: 0 });
  });

  it('leaves the replay of a live of a course to the course’s player', async () => {
    const live = await createLive({ title: '课程直播', courseId: 1 });
    const sectionId = await recordAndTranscode(live.id);
    const who = await learner();
    expect(await data<LiveDetail>(who, '/api/front/live/detail', { id: live.id })).toMatchObject({
      state: 'replay',
      courseId: 1,
      replaySectionId: sectionId,
    });
    for (const path of ['/api/front/live/replay/detail', '/api/front/live/replay/play']) {
      expect(await reasonOf(who, path, { id: live.id })).toBe('LIVE_REPLAY_IN_COURSE');
    }
  });
});
