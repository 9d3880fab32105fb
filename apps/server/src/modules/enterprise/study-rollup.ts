import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import * as learningTables from '../learning/tables.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { entLearnerTotals, entStudyDays } = tables;
const { sectionProgress, studyDays } = learningTables;
const { users } = usersTables;

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
  return db.transaction(async (tx) => {
    const grown = await creditGrowth(tx, today, yesterday);
    await rankEnterprises(tx, [...new Set(grown.map((row) => row.entId))]);
    return grown.length;
  });
}

async function creditGrowth(db: Database, today: string, yesterday: string) {
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
    returning user_id, ent_id`);
  return (result as unknown as { rows: { user_id: number; ent_id: number }[] }).rows.map((row) => ({
    userId: Number(row.user_id),
    entId: Number(row.ent_id),
  }));
}

/**
 * Ranks every learner of the enterprises whose totals grew (a separate statement: the totals the
 * growth wrote are not visible inside the statement that wrote them). Only the places that changed
 * are written, so a minute in which the order held writes nothing.
 */
async function rankEnterprises(db: Database, entIds: number[]): Promise<void> {
  if (entIds.length === 0) return;
  await db.execute(sql`
    update ${entLearnerTotals} t set rank = ranked.rank
    from (select user_id, rank() over (partition by ent_id order by total_seconds desc)::int as rank
          from ${entLearnerTotals}
          where ${inArray(entLearnerTotals.entId, entIds)} and total_seconds > 0) ranked
    where t.user_id = ranked.user_id and t.rank is distinct from ranked.rank`);
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
