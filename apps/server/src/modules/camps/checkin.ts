import {
  CHECKIN_PAGE_PATH,
  type CheckinCode,
  type CheckinResult,
  type CheckinSession,
} from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { currentCheckinToken, verifyCheckinToken } from './checkin-token.js';
import { recordPlanItemProgress } from './progress.js';
import type { Clock } from './term-status.js';

interface SessionRow {
  training_id: number;
  camp_name: string;
  title: string;
}

/**
 * The session a check-in names: an `offline` or `checkin` item of the term's plan (its copy names
 * the template item), or, without a term, of an offline camp's plan.
 */
async function findSession(db: Database, session: CheckinSession): Promise<SessionRow> {
  const result = session.termId
    ? await db.execute(sql`
        select t.id as training_id, t.name as camp_name, i.title
        from training_term_items i join training_terms term on term.id = i.term_id
        join trainings t on t.id = term.training_id
        where i.term_id = ${session.termId} and i.plan_item_id = ${session.itemId}
          and i.kind in ('offline', 'checkin')`)
    : await db.execute(sql`
        select t.id as training_id, t.name as camp_name, p.title
        from training_plan_items p join trainings t on t.id = p.training_id
        where p.id = ${session.itemId} and t.kind = 'offline' and p.kind in ('offline', 'checkin')
          and p.retired_at is null`);
  const [row] = (result as unknown as { rows: SessionRow[] }).rows;
  if (!row) throw new AppError('CAMP_CHECKIN_SESSION_NOT_FOUND');
  return row;
}

/** Who of the session's enrolments are there: a term's learners, or an offline camp's. */
const enrolmentsOf = (session: CheckinSession, trainingId: number) =>
  session.termId
    ? sql`tu.term_id = ${session.termId}`
    : sql`tu.training_id = ${trainingId} and tu.term_id is null`;

/**
 * `training/checkin`: the token must be the server's for this session and current; the learner must
 * be enrolled in its term (or offline camp). The first check-in is stored and moves progress; the
 * link opened again answers the same check-in.
 */
export async function checkIn(
  db: Database,
  clock: Clock,
  key: Buffer,
  userId: number,
  request: CheckinSession & { token: string },
): Promise<CheckinResult> {
  const session = { itemId: request.itemId, termId: request.termId };
  const verdict = verifyCheckinToken(key, session, request.token, clock());
  if (verdict === 'invalid') throw new AppError('CAMP_CHECKIN_INVALID');
  if (verdict === 'expired') throw new AppError('CAMP_CHECKIN_EXPIRED');
  const found = await findSession(db, session);
  const result = await db.execute(sql`
    with enrolment as (
      select tu.id from training_users tu
      where tu.user_id = ${userId} and ${enrolmentsOf(session, found.training_id)}
    ),
    inserted as (
      insert into training_checkins (training_user_id, plan_item_id)
      select id, ${session.itemId} from enrolment
      on conflict do nothing
      returning training_user_id, checked_at
    )
    select e.id as training_user_id, coalesce(i.checked_at, c.checked_at)::text as checked_at,
      i.training_user_id is null as already
    from enrolment e
    left join inserted i on i.training_user_id = e.id
    left join training_checkins c on c.training_user_id = e.id and c.plan_item_id = ${session.itemId}`);
  const [row] = (
    result as unknown as { rows: Array<{ training_user_id: number; checked_at: string; already: boolean }> }
  ).rows;
  if (!row) throw new AppError('CAMP_CHECKIN_NOT_ENROLLED');
  if (!row.already) await recordPlanItemProgress(db, clock, userId, session.itemId);
  return {
    trainingUserId: row.training_user_id,
    trainingId: found.training_id,
    campName: found.camp_name,
    title: found.title,
    checkedAt: formatChinaTime(new Date(row.checked_at)),
    already: row.already,
  };
}

/** `admin/camps/checkin/code`: the code to show now, and how many of the session's learners are in. */
export async function checkinCode(
  db: Database,
  clock: Clock,
  key: Buffer,
  siteUrl: string | undefined,
  session: CheckinSession,
): Promise<CheckinCode> {
  const found = await findSession(db, session);
  const { token, refreshInSeconds } = currentCheckinToken(key, session, clock());
  const query = new URLSearchParams({ item: String(session.itemId), t: token });
  if (session.termId) query.set('term', String(session.termId));
  const path = `${CHECKIN_PAGE_PATH}?${query}`;
  const counted = await db.execute(sql`
    select count(*)::int as enrolled, count(c.id)::int as checked_in
    from training_users tu
    left join training_checkins c on c.training_user_id = tu.id and c.plan_item_id = ${session.itemId}
    where ${enrolmentsOf(session, found.training_id)}`);
  const [counts] = (counted as unknown as { rows: Array<{ enrolled: number; checked_in: number }> }).rows;
  return {
    link: siteUrl ? new URL(path, siteUrl).toString() : path,
    refreshInSeconds,
    checkedIn: Number(counts?.checked_in ?? 0),
    enrolled: Number(counts?.enrolled ?? 0),
  };
}
