import type { AdminTerm, CheckinSessionRow, TermBoard, TermFields } from '@zhixue/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import { releaseSeat, takeSeat } from './seats.js';
import * as tables from './tables/index.js';
import { type Clock, chinaToday, termStatus } from './term-status.js';

const { trainingTerms, trainingUsers, trainingWaitlist, trainings } = tables;
const { users } = usersTables;
type Audit = (change: AuditChange) => void;

/** A term's learners as the board ranks them (and the export writes them): progress, then who got there first. */
export const TERM_RANK_ORDER = [
  desc(trainingUsers.progress),
  asc(trainingUsers.progressAt),
  asc(trainingUsers.id),
] as const;

const termColumns = {
  id: trainingTerms.id,
  trainingId: trainingTerms.trainingId,
  name: trainingTerms.name,
  enrollStartDate: trainingTerms.enrollStartDate,
  enrollEndDate: trainingTerms.enrollEndDate,
  startDate: trainingTerms.startDate,
  endDate: trainingTerms.endDate,
  lateJoin: trainingTerms.lateJoin,
  capacity: trainingTerms.capacity,
  taken: trainingTerms.taken,
  // Spelled out: Drizzle leaves a column unqualified in a select's SQL, where it would name the inner row's.
  enrolled:
    sql<number>`(select count(*) from training_users tu where tu.term_id = training_terms.id)`.mapWith(
      Number,
    ),
  waiting:
    sql<number>`(select count(*) from training_waitlist w where w.term_id = training_terms.id)`.mapWith(
      Number,
    ),
};

async function readTerms(db: Database, clock: Clock, where: ReturnType<typeof eq>): Promise<AdminTerm[]> {
  const rows = await db
    .select(termColumns)
    .from(trainingTerms)
    .where(where)
    .orderBy(asc(trainingTerms.startDate), asc(trainingTerms.id));
  const today = chinaToday(clock);
  return rows.map((row) => ({ ...row, status: termStatus(row, today) }));
}

async function readTerm(db: Database, clock: Clock, id: number): Promise<AdminTerm> {
  const [term] = await readTerms(db, clock, eq(trainingTerms.id, id));
  if (!term) throw new AppError('CAMP_TERM_NOT_FOUND');
  return term;
}

export const listTerms = (db: Database, clock: Clock, trainingId: number) =>
  readTerms(db, clock, eq(trainingTerms.trainingId, trainingId));

/** `admin/camps/term/create`: the database's trigger copies the camp's plan into the new term. */
export async function createTerm(
  tx: Database,
  clock: Clock,
  { trainingId, ...fields }: TermFields & { trainingId: number },
  audit: Audit,
): Promise<AdminTerm> {
  const [camp] = await tx
    .select({ kind: trainings.kind })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!camp) throw new AppError('CAMP_NOT_FOUND');
  if (camp.kind !== 'online') throw new AppError('CAMP_TERMS_ONLINE_ONLY');
  const [row] = await tx
    .insert(trainingTerms)
    .values({ trainingId, ...fields })
    .returning({ id: trainingTerms.id });
  if (!row) throw new Error('term insert returned nothing');
  const created = await readTerm(tx, clock, row.id);
  audit({ entity: 'training_term', entityId: created.id, before: null, after: created });
  return created;
}

/** `admin/camps/term/update`: the plan copied into the term stays as it is. */
export async function updateTerm(
  tx: Database,
  clock: Clock,
  { id, ...fields }: TermFields & { id: number },
  audit: Audit,
): Promise<AdminTerm> {
  const [locked] = await tx.select().from(trainingTerms).where(eq(trainingTerms.id, id)).for('update');
  if (!locked) throw new AppError('CAMP_TERM_NOT_FOUND');
  if (fields.capacity < locked.taken) throw new AppError('CAMP_TERM_CAPACITY_BELOW_TAKEN');
  const before = await readTerm(tx, clock, id);
  await tx.update(trainingTerms).set(fields).where(eq(trainingTerms.id, id));
  const after = await readTerm(tx, clock, id);
  audit({ entity: 'training_term', entityId: id, before, after });
  return after;
}

/** `admin/camps/term/board`: the term's figures, its learners by progress and its waiting list. */
export async function loadTermBoard(db: Database, clock: Clock, termId: number): Promise<TermBoard> {
  const term = await readTerm(db, clock, termId);
  const [learners, waitlist, laterTerms, [rule]] = await Promise.all([
    db
      .select({
        trainingUserId: trainingUsers.id,
        userId: trainingUsers.userId,
        nickname: users.nickname,
        progress: trainingUsers.progress,
        enrolledAt: trainingUsers.createdAt,
      })
      .from(trainingUsers)
      .innerJoin(users, eq(users.id, trainingUsers.userId))
      .where(eq(trainingUsers.termId, termId))
      .orderBy(...TERM_RANK_ORDER),
    db
      .select({
        userId: trainingWaitlist.userId,
        nickname: users.nickname,
        joinedAt: trainingWaitlist.createdAt,
        offerExpiresAt: trainingWaitlist.offerExpiresAt,
      })
      .from(trainingWaitlist)
      .innerJoin(users, eq(users.id, trainingWaitlist.userId))
      .where(eq(trainingWaitlist.termId, termId))
      .orderBy(asc(trainingWaitlist.id)),
    db
      .select({ id: trainingTerms.id, name: trainingTerms.name, startDate: trainingTerms.startDate })
      .from(trainingTerms)
      .where(and(eq(trainingTerms.trainingId, term.trainingId), gt(trainingTerms.startDate, term.startDate)))
      .orderBy(asc(trainingTerms.startDate)),
    db
      .select({ minProgress: trainings.certificateMinProgress })
      .from(trainings)
      .where(eq(trainings.id, term.trainingId)),
  ]);
  const total = learners.reduce((sum, learner) => sum + learner.progress, 0);
  const completedAt = rule?.minProgress ?? 100;
  return {
    term,
    averageProgress: learners.length === 0 ? 0 : Math.round(total / learners.length),
    completed: learners.filter((learner) => learner.progress >= completedAt).length,
    learners: learners.map((learner) => ({ ...learner, enrolledAt: formatChinaTime(learner.enrolledAt) })),
    waitlist: waitlist.map((row) => ({
      ...row,
      joinedAt: formatChinaTime(row.joinedAt),
      offerExpiresAt: row.offerExpiresAt ? formatChinaTime(row.offerExpiresAt) : null,
    })),
    laterTerms,
  };
}

async function lockEnrolment(tx: Database, trainingUserId: number) {
  const [enrolment] = await tx
    .select()
    .from(trainingUsers)
    .where(eq(trainingUsers.id, trainingUserId))
    .for('update');
  if (!enrolment?.termId) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');
  return { ...enrolment, termId: enrolment.termId };
}

/**
 * 转期: to a later term of the same camp, with a seat taken there (refused when full) and the old
 * seat freed, in one transaction. The enrolment row moves, so its progress, its rank tie-break and
 * every record it is computed from (sections learned, exams passed, check-ins) stay.
 */
export async function transferEnrolment(
  tx: Database,
  { trainingUserId, termId }: { trainingUserId: number; termId: number },
  audit: Audit,
): Promise<null> {
  const enrolment = await lockEnrolment(tx, trainingUserId);
  const [[from], [to]] = await Promise.all([
    tx.select().from(trainingTerms).where(eq(trainingTerms.id, enrolment.termId)),
    tx.select().from(trainingTerms).where(eq(trainingTerms.id, termId)),
  ]);
  if (!to) throw new AppError('CAMP_TERM_NOT_FOUND');
  if (!from || to.trainingId !== from.trainingId || to.startDate <= from.startDate) {
    throw new AppError('CAMP_TRANSFER_NOT_LATER');
  }
  const [already] = await tx
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.userId, enrolment.userId), eq(trainingUsers.termId, termId)));
  if (already) throw new AppError('CAMP_TRANSFER_ALREADY_IN_TERM');
  if (!(await takeSeat(tx, termId, enrolment.userId))) throw new AppError('CAMP_TERM_FULL');
  await tx.update(trainingUsers).set({ termId }).where(eq(trainingUsers.id, trainingUserId));
  await releaseSeat(tx, enrolment.termId);
  audit({
    entity: 'training_user',
    entityId: trainingUserId,
    before: { termId: enrolment.termId },
    after: { termId },
  });
  return null;
}

/** Removes a learner from their term: the enrolment goes and its seat is freed. */
export async function removeEnrolment(tx: Database, trainingUserId: number, audit: Audit): Promise<null> {
  const enrolment = await lockEnrolment(tx, trainingUserId);
  await tx.delete(trainingUsers).where(eq(trainingUsers.id, trainingUserId));
  await tx
    .update(trainings)
    .set({ enrolledCount: sql`greatest(${trainings.enrolledCount} - 1, 0)` })
    .where(eq(trainings.id, enrolment.trainingId));
  await releaseSeat(tx, enrolment.termId);
  audit({ entity: 'training_user', entityId: trainingUserId, before: enrolment, after: null });
  return null;
}

/** `admin/camps/checkin/sessions`: a term's offline sessions and check-ins, or an offline camp's. */
export async function listCheckinSessions(
  db: Database,
  { trainingId, termId }: { trainingId: number; termId?: number | undefined },
): Promise<CheckinSessionRow[]> {
  const result = termId
    ? await db.execute(sql`
        select i.plan_item_id as item_id, i.term_id, i.title, i.kind, i.unlock_date::text as date
        from training_term_items i join training_terms term on term.id = i.term_id
        where i.term_id = ${termId} and term.training_id = ${trainingId}
          and i.kind in ('offline', 'checkin') and i.plan_item_id is not null
        order by i.unlock_date, i.sort, i.id`)
    : await db.execute(sql`
        select p.id as item_id, null::int as term_id, p.title, p.kind, null::text as date
        from training_plan_items p join trainings t on t.id = p.training_id
        where p.training_id = ${trainingId} and t.kind = 'offline' and p.kind in ('offline', 'checkin')
          and p.retired_at is null
        order by p.sort, p.id`);
  return (
    result as unknown as {
      rows: Array<{
        item_id: number;
        term_id: number | null;
        title: string;
        kind: 'offline' | 'checkin';
        date: string | null;
      }>;
    }
  ).rows.map((row) => ({
    itemId: row.item_id,
    termId: row.term_id,
    title: row.title,
    kind: row.kind,
    date: row.date,
  }));
}
