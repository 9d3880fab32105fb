import { sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import type { Jobs } from '../../platform/jobs/index.js';

const { entLearnerTotals, entStudyDays, sectionProgress, studyDays, users } = tables;

export const STUDY_ROLLUP_QUEUE = 'enterprise-study-rollup';
const DAY_MS = 86_400_000;

/**
 * Rolls enterprise learners' study up into `ent_study_days` and `ent_learner_totals`, which the
 * learning centre's statistics, top learners and rank read (never the progress rows themselves).
 *
 * Heartbeats keep each learner's watched seconds per section (`section_progress`), not a log: the
 * roll-up compares a learner's watched total with the mark it left last time and credits the growth
 * to the current China day. Only learners with a study day today or yesterday can have grown (every
 * heartbeat marks its day in `study_days`), so one run reads those learners' progress rows and
 * nobody else's. One statement: the marks, the day and the total move together or not at all, and a
 * run repeated at once finds no growth.
 */
export async function rollUpEnterpriseStudy(db: Database, now = new Date()): Promise<number> {
  const today = formatChinaDate(now);
  const yesterday = formatChinaDate(new Date(now.getTime() - DAY_MS));
  const result = await db.execute(sql`
    with studied as (
      select u.id as user_id, u.ent_id,
        (select coalesce(sum(${sectionProgress.watchedSeconds}), 0) from ${sectionProgress}
          where ${sectionProgress.userId} = u.id)::int as watched
      from ${users} u
      where u.ent_id is not null and u.id in (
        select ${studyDays.userId} from ${studyDays} where ${studyDays.day} >= ${yesterday}::date)
    ), grown as (
      select s.user_id, s.ent_id, s.watched, s.watched - coalesce(t.watched_mark, 0) as seconds
      from studied s left join ${entLearnerTotals} t on t.user_id = s.user_id
      where s.watched > coalesce(t.watched_mark, 0)
    ), days as (
      insert into ${entStudyDays} (user_id, day, ent_id, seconds)
      select user_id, ${today}::date, ent_id, seconds from grown
      on conflict (user_id, day) do update set seconds = ${entStudyDays.seconds} + excluded.seconds
    )
    insert into ${entLearnerTotals} (user_id, ent_id, total_seconds, watched_mark)
    select user_id, ent_id, seconds, watched from grown
    on conflict (user_id) do update set total_seconds = ${entLearnerTotals.totalSeconds} + excluded.total_seconds,
      watched_mark = excluded.watched_mark, ent_id = excluded.ent_id
    returning user_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Once a minute across all server processes, one run at a time; a failed run is simply the next one's. */
export function scheduleStudyRollup(jobs: Jobs, db: Database): void {
  jobs.define({
    name: STUDY_ROLLUP_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => ({ learners: await rollUpEnterpriseStudy(db) }),
  });
}
