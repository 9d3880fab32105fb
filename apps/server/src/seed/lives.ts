import type { lives } from '../modules/live/tables.js';
import { memberLiveSeeds } from './membership.js';

type LiveRow = typeof lives.$inferInsert;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Lives: the member page's four member lives (two ahead, two behind the seeding day), a live of
 * course 1 open to anyone that starts in two hours (the course detail's 预约), and a live for the
 * learners of camp 2's running term (term 20, where the demo camp learner is enrolled).
 */
export function buildLiveRows(today: Date): LiveRow[] {
  const members: LiveRow[] = memberLiveSeeds(today).map((seed, index) => ({
    ...seed,
    id: index + 1,
    audience: 'members',
    state: seed.startsAt < today ? 'ended' : 'scheduled',
    streamName: `live-${index + 1}`,
  }));
  const inTwoHours = new Date(today.getTime() + 2 * HOUR_MS);
  inTwoHours.setUTCMinutes(0, 0, 0);
  const first = members[0];
  // Created two weeks before the start, so that a second seeding gives the same rows.
  return withCreatedAt([
    ...members,
    {
      id: 5,
      title: '课程答疑直播：把课上的方法用到你的团队',
      summary: '讲师在线解答课程中的常见问题，并点评学员提交的真实案例。',
      cover: first?.cover ?? '',
      lecturerId: 1,
      startsAt: inTwoHours,
      expectedMinutes: 60,
      courseId: 1,
      audience: 'anyone',
      state: 'scheduled',
      streamName: 'live-5',
    },
    {
      id: 6,
      title: '训练营班级直播：本周作业讲评',
      summary: '班主任逐一讲评本周作业，并布置下周的实践任务。',
      cover: first?.cover ?? '',
      lecturerId: 2,
      startsAt: new Date(inTwoHours.getTime() + 24 * HOUR_MS),
      expectedMinutes: 45,
      termId: 20,
      audience: 'term',
      audienceTermId: 20,
      state: 'scheduled',
      streamName: 'live-6',
    },
  ]);
}

function withCreatedAt(rows: LiveRow[]): LiveRow[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.startsAt.getTime() - 14 * 24 * HOUR_MS) }));
}
