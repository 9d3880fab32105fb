import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseHandle,
  preparedFromSql,
  preparedPerDatabase,
} from '../../platform/db/index.js';
import { issueCertificate } from '../certificates/index.js';
import * as certificatesTables from '../certificates/tables.js';
import { type ExamEvents, hasPassedExam } from '../exams/index.js';
import * as tables from './tables/index.js';
import { type Clock, chinaToday } from './term-status.js';

const { trainingUsers } = tables;
const { certificates } = certificatesTables;

/**
 * What just happened to the learner that a plan item may count: a course's section learned, an exam
 * passed, a coursework submission of a plan item that started or stopped counting, a check-in.
 */
export type ProgressEvent =
  | { courseId: number }
  | { examId: number }
  | { planItemId: number }
  /** A new enrolment: its figure from what the learner did before (a trial camp's shared items). */
  | { trainingUserId: number };

/** An event's id as a statement reads it: a value, or the placeholder of a prepared statement. */
type Id = number | SQLWrapper;
type ProgressEventIds = { courseId: Id } | { examId: Id } | { planItemId: Id } | { trainingUserId: Id };

/**
 * Stores the progress of every enrolment of the learner whose plan asks for what just happened (a
 * section of its course learned, its exam passed): the percent of the plan's required weight done,
 * where a course item counts by its share of learned sections (with media), an exam item once the
 * learner's pass of it is recorded (`training_exam_passes`), a coursework item once the learner's
 * submission counts by its assignment's rule, an offline session or check-in once the learner
 * checked in at it, a live session once the learner attended one of its lives long enough or learned
 * its replay (`liveItemDone`). Online enrolments read their term's copy of the plan, offline and
 * trial ones the camp's. `progress_at` moves only when the figure does: the rank's "who got there
 * first".
 *
 * An enrolment whose term ended under the camp's replay or close rule is left as it was (decision
 * 0019). The figure is computed from what is stored, never added to, so running this again for the same
 * event changes nothing: a retried or repeated event is harmless.
 *
 * A term enrolment whose figure meets its camp's completion rule and holds no certificate of the
 * term yet earns it in the same transaction. Two completion events racing (the last two sections
 * learned at once) may both find it so: the certificates' unique key lets one of them issue it.
 */
export function recordProgress(
  db: Database,
  clock: Clock,
  userId: number,
  event: ProgressEvent,
): Promise<void> {
  return db.transaction((tx) => storeAndCertify(tx, clock, userId, event));
}

/** Stores the figures and hands out the certificates they earn, inside the caller's transaction. */
export async function storeAndCertify(
  tx: Database,
  clock: Clock,
  userId: number,
  event: ProgressEvent,
): Promise<void> {
  const result = await tx.execute(progressStatement(userId, event, sql`${chinaToday(clock)}::date`));
  await certify(tx, userId, (result as unknown as { rows: CompletedEnrolment[] }).rows);
}

/** The term certificates that completed enrolments earn, with the learner's notice of each. */
async function certify(tx: Database, userId: number, completed: CompletedEnrolment[]): Promise<void> {
  for (const row of completed) {
    await issueCertificate(tx, {
      userId,
      subject: { kind: 'camp_term', id: row.term_id },
      templateId: row.template_id,
      learnerName: row.learner_name,
      title: row.title,
      termName: row.term_name,
      startDate: row.start_date,
      endDate: row.end_date,
    });
  }
}

/**
 * A new enrolment (a paid term, an offline camp) starts from what the learner did already: a course
 * or exam it shares with a trial camp they studied, or with an earlier term, counts at once. The
 * records progress is computed from are the learner's, not the enrolment's, so nothing is copied.
 */
export function carryProgress(
  tx: Database,
  clock: Clock,
  userId: number,
  trainingUserId: number,
): Promise<void> {
  return storeAndCertify(tx, clock, userId, { trainingUserId });
}

/**
 * A section of the course was just learned. Most learners of a course are enrolled in no camp: one
 * prepared read spares them the recompute. For those enrolled, the recompute is one statement of its
 * own, prepared once per connection: built and sent afresh, it was planned at every run (5 ms of the
 * database's time in the bench's camp heartbeats). It commits alone; the certificates it finds
 * earned follow in a transaction. Were the process to stop between the two, the learner's next
 * event finds the certificate still missing and issues it.
 */
export async function recordCourseProgress(
  database: Pick<DatabaseHandle, 'db' | 'runPrepared'>,
  clock: Clock,
  userId: number,
  courseId: number,
): Promise<void> {
  const { db } = database;
  const [enrolled] = await anyEnrolmentOf(db).execute({ userId });
  if (!enrolled) return;
  const values = COURSE_PROGRESS.valuesOf({ userId, courseId, today: chinaToday(clock) });
  const completed = (await database.runPrepared(
    COURSE_PROGRESS.statement,
    values,
  )) as unknown as CompletedEnrolment[];
  if (completed.length > 0) await db.transaction((tx) => certify(tx, userId, completed));
}

/** Whether the learner is enrolled in any camp: every event `progressStatement` counts needs one. */
const anyEnrolmentOf = preparedPerDatabase((db: Database) =>
  db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(eq(trainingUsers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('any_camp_enrolment'),
);

/**
 * A plan item of another kind changed for the learner (a coursework submission started or stopped
 * counting): every enrolment of the learner in the item's camp.
 */
export function recordPlanItemProgress(
  db: Database,
  clock: Clock,
  userId: number,
  planItemId: number,
): Promise<void> {
  return recordProgress(db, clock, userId, { planItemId });
}

/**
 * The exams area graded an attempt: when the learner now passes the exam (by its grading method),
 * the pass is recorded once and the enrolments whose plan asks for the exam move. A grade that does
 * not pass changes nothing, and a pass stays recorded whatever a later attempt scores.
 */
export async function recordExamProgress(
  db: Database,
  clock: Clock,
  userId: number,
  examId: number,
): Promise<void> {
  if (!(await hasPassedExam(db, userId, examId))) return;
  await db.execute(sql`
    insert into training_exam_passes (user_id, exam_id) values (${userId}, ${examId})
    on conflict do nothing`);
  await recordProgress(db, clock, userId, { examId });
}

/**
 * Camp exams count toward progress: every grade the exams area announces (after its commit, and
 * again by its sweep when a crash came in between) is checked for a pass. Repeats change nothing.
 */
export function countExamPasses(db: Database, clock: Clock, events: ExamEvents): void {
  events.onGraded(({ userId, examId }) => recordExamProgress(db, clock, userId, examId));
}

/** A term enrolment whose stored progress just reached its camp's completion rule, with what it prints. */
interface CompletedEnrolment {
  term_id: number;
  template_id: number | null;
  learner_name: string;
  title: string;
  term_name: string;
  start_date: string;
  end_date: string;
}

/**
 * Whether the learner did the `live` plan item `planItemId` (a template item's id): watched one of its
 * lives on air long enough (half its expected length, at most 30 minutes: the live area's
 * attendedSeconds), or learned its replay, as any section is learned (decision 0033: a learner who
 * missed the live catches up by its recording). What progress counts and the plan page shows.
 */
export function liveItemDone(userId: Id, planItemId: SQL): SQL {
  return sql`exists (select 1 from lives l
    left join live_attendance a on a.live_id = l.id and a.user_id = ${userId}
    left join section_progress sp on sp.section_id = l.replay_section_id and sp.user_id = ${userId}
    where l.plan_item_id = ${planItemId}
      and (a.seconds >= least(l.expected_minutes * 30, 1800) or sp.finished = 1))`;
}

/** The learner's enrolments whose plan asks for what just happened. */
function enrolmentsAsking(event: ProgressEventIds): SQL {
  if ('trainingUserId' in event) return sql`tu.id = ${event.trainingUserId}`;
  if ('planItemId' in event) {
    return sql`tu.training_id = (select p.training_id from training_plan_items p where p.id = ${event.planItemId})`;
  }
  const asks = (item: SQL): SQL =>
    'courseId' in event ? sql`${item}.course_id = ${event.courseId}` : sql`${item}.exam_id = ${event.examId}`;
  // A section of the course may be the replay of a live that does a live item of the camp.
  const replayOfLiveItem =
    'courseId' in event
      ? sql`or tu.training_id in (select p.training_id from lives l
          join sections s on s.id = l.replay_section_id
          join training_plan_items p on p.id = l.plan_item_id
          where s.course_id = ${event.courseId})`
      : sql``;
  return sql`exists (select 1 from training_term_items i where i.term_id = tu.term_id and ${asks(sql`i`)})
    or (tu.term_id is null and exists (
      select 1 from training_plan_items p
      where p.training_id = tu.training_id and p.retired_at is null and ${asks(sql`p`)}))
    ${replayOfLiveItem}`;
}

/**
 * The recompute of the learner's enrolments that `event` concerns, stored, answering the term
 * enrolments that meet their camp's completion rule without its certificate yet.
 */
function progressStatement(userId: Id, event: ProgressEventIds, today: SQL): SQL {
  return sql`
    with enrolment as (
      select tu.id, tu.term_id, tu.training_id from training_users tu
      where tu.user_id = ${userId} and (${enrolmentsAsking(event)})
        -- A term that ended under a replay or close rule is read-only: its progress stays as it was.
        -- Today is the camp clock's China date, as everywhere else camps read the time.
        and not exists (
          select 1 from training_terms term join trainings camp on camp.id = term.training_id
          where term.id = tu.term_id and camp.term_end_access <> 'keep'
            and term.end_date < ${today})
    ),
    item as (
      select e.id as enrolment_id, i.kind, i.course_id, i.exam_id, i.plan_item_id, i.weight
      from enrolment e join training_term_items i on i.term_id = e.term_id
      where i.required
      union all
      select e.id, p.kind, p.course_id, p.exam_id, p.id, p.weight
      from enrolment e join training_plan_items p on p.training_id = e.training_id
      where e.term_id is null and p.required and p.retired_at is null
    ),
    course_share as (
      select c.course_id,
        coalesce((select count(*) from section_progress sp join sections s on s.id = sp.section_id
            where sp.user_id = ${userId} and sp.course_id = c.course_id and sp.finished = 1
              and s.media_key is not null)::numeric
          / nullif((select count(*) from sections s where s.course_id = c.course_id and s.media_key is not null), 0),
          0) as share
      from (select distinct course_id from item where kind = 'course') c
    ),
    exam_share as (
      select pass.exam_id, 1 as share from training_exam_passes pass
      where pass.user_id = ${userId} and pass.exam_id in (select exam_id from item where kind = 'exam')
    ),
    computed as (
      select item.enrolment_id,
        coalesce(floor(100 * sum(item.weight * coalesce(cs.share, es.share, cw.share, ci.share, lv.share, 0)) / nullif(sum(item.weight), 0)), 0)::smallint
          as progress
      from item
      left join course_share cs on item.kind = 'course' and cs.course_id = item.course_id
      left join exam_share es on item.kind = 'exam' and es.exam_id = item.exam_id
      left join lateral (
        -- An offline session or check-in is done once the learner checked in at it.
        select 1::numeric as share from training_checkins c
        where item.kind in ('offline', 'checkin') and c.training_user_id = item.enrolment_id
          and c.plan_item_id = item.plan_item_id) ci on true
      left join lateral (
        -- A coursework item is done once the learner's submission of its assignment counts.
        select 1::numeric as share from coursework_assignments a
        join coursework_submissions s on s.assignment_id = a.id
        where item.kind = 'coursework' and a.plan_item_id = item.plan_item_id
          and s.user_id = ${userId} and s.removed_at is null and s.counted_at is not null
        limit 1) cw on true
      left join lateral (
        select 1::numeric as share
        where item.kind = 'live' and ${liveItemDone(userId, sql`item.plan_item_id`)}) lv on true
      group by item.enrolment_id
    ),
    stored as (
      update training_users tu set progress = computed.progress, progress_at = now()
      from computed
      where tu.id = computed.enrolment_id and tu.progress <> computed.progress
    )
    select e.term_id, t.certificate_template_id as template_id, u.nickname as learner_name,
      t.name as title, term.name as term_name,
      term.start_date::text as start_date, term.end_date::text as end_date
    from computed
    join enrolment e on e.id = computed.enrolment_id
    join trainings t on t.id = e.training_id
    join training_terms term on term.id = e.term_id
    join users u on u.id = ${userId}
    where computed.progress >= t.certificate_min_progress
      and not exists (select 1 from ${certificates} c where c.user_id = ${userId}
        and c.subject_kind = 'camp_term' and c.subject_id = e.term_id)`;
}

/** The recompute a learned section runs, prepared once per connection (see recordCourseProgress). */
const COURSE_PROGRESS = preparedFromSql(
  'camp_progress_of_course',
  progressStatement(
    sql`${sql.placeholder('userId')}::int`,
    { courseId: sql`${sql.placeholder('courseId')}::int` },
    sql`${sql.placeholder('today')}::date`,
  ),
);
