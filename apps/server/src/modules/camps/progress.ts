import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { issueCertificate } from '../certificates/index.js';

/**
 * Stores the progress of every enrolment of the learner whose plan teaches the course, when one of
 * its sections was just learned: the percent of the plan's required weight done, where a course item
 * counts by its share of learned sections (with media), a coursework item once the learner's
 * submission counts by its assignment's rule, and the other kinds once their engines record them.
 * Online enrolments read their term's copy of the plan, offline and trial ones the camp's.
 * `progress_at` moves only when the figure does: the rank's "who got there first".
 *
 * A term enrolment whose new figure meets its camp's completion rule earns the term's certificate in
 * the same transaction. Two completion events racing (the last two sections learned at once) both
 * recompute, but only the update that changes the figure answers a row (the other one, waiting on
 * the row lock, finds the figure already stored), and the certificates' unique key would hold even
 * if both did.
 */
export async function recordCourseProgress(db: Database, userId: number, courseId: number): Promise<void> {
  await recordProgress(
    db,
    userId,
    sql`exists (select 1 from training_term_items i where i.term_id = tu.term_id and i.course_id = ${courseId})
        or (tu.term_id is null and exists (
          select 1 from training_plan_items p where p.training_id = tu.training_id and p.course_id = ${courseId}))`,
  );
}

/**
 * The same when a plan item of another kind changed for the learner (a coursework submission started
 * or stopped counting): every enrolment of the learner in the item's camp.
 */
export async function recordPlanItemProgress(
  db: Database,
  userId: number,
  planItemId: number,
): Promise<void> {
  await recordProgress(
    db,
    userId,
    sql`tu.training_id = (select p.training_id from training_plan_items p where p.id = ${planItemId})`,
  );
}

async function recordProgress(db: Database, userId: number, enrolmentCondition: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    const completed = await storeProgress(tx, userId, enrolmentCondition);
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
  });
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

async function storeProgress(
  tx: Database,
  userId: number,
  enrolmentCondition: SQL,
): Promise<CompletedEnrolment[]> {
  const result = await tx.execute(sql`
    with enrolment as (
      select tu.id, tu.term_id, tu.training_id from training_users tu
      where tu.user_id = ${userId} and (${enrolmentCondition})
    ),
    item as (
      select e.id as enrolment_id, i.kind, i.course_id, i.plan_item_id, i.weight
      from enrolment e join training_term_items i on i.term_id = e.term_id
      where i.required
      union all
      select e.id, p.kind, p.course_id, p.id, p.weight
      from enrolment e join training_plan_items p on p.training_id = e.training_id
      where e.term_id is null and p.required
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
    computed as (
      select item.enrolment_id,
        coalesce(floor(100 * sum(item.weight * coalesce(cs.share, cw.share, 0)) / nullif(sum(item.weight), 0)), 0)::smallint
          as progress
      from item left join course_share cs on cs.course_id = item.course_id
        left join lateral (
          -- A coursework item is done once the learner's submission of its assignment counts.
          select 1::numeric as share from coursework_assignments a
          join coursework_submissions s on s.assignment_id = a.id
          where item.kind = 'coursework' and a.plan_item_id = item.plan_item_id
            and s.user_id = ${userId} and s.removed_at is null and s.counted_at is not null
          limit 1) cw on true
      group by item.enrolment_id
    ),
    stored as (
      update training_users tu set progress = computed.progress, progress_at = now()
      from computed
      where tu.id = computed.enrolment_id and tu.progress <> computed.progress
      returning tu.training_id, tu.term_id, tu.progress
    )
    select stored.term_id, t.certificate_template_id as template_id, u.nickname as learner_name,
      t.name as title, term.name as term_name,
      term.start_date::text as start_date, term.end_date::text as end_date
    from stored
    join trainings t on t.id = stored.training_id
    join training_terms term on term.id = stored.term_id
    join users u on u.id = ${userId}
    where stored.progress >= t.certificate_min_progress`);
  return (result as unknown as { rows: CompletedEnrolment[] }).rows;
}
