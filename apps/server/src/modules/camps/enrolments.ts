import type {
  EnrolmentCard,
  EnrolmentCertificate,
  EnrolmentDetail,
  EnrolmentItem,
  EnrolmentProgress,
  Page,
  PageQuery,
  PlanItem,
  TrainingKind,
} from '@zhixue/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { findCertificate, myCertificate } from '../certificates/index.js';
import { planItemColumns } from './camp-details.js';
import { liveItemDone } from './progress.js';
import * as tables from './tables/index.js';
import { type Clock, chinaToday, termStatus } from './term-status.js';

const {
  trainingCheckins,
  trainingExamPasses,
  trainingPlanItems,
  trainingTermItems,
  trainingTerms,
  trainingUsers,
  trainings,
} = tables;

const enrolmentColumns = {
  trainingUserId: trainingUsers.id,
  trainingId: trainings.id,
  kind: sql<TrainingKind>`${trainings.kind}`,
  name: trainings.name,
  picCover: trainings.picCover,
  progress: trainingUsers.progress,
  termId: trainingTerms.id,
  termName: trainingTerms.name,
  enrollStartDate: trainingTerms.enrollStartDate,
  enrollEndDate: trainingTerms.enrollEndDate,
  startDate: trainingTerms.startDate,
  endDate: trainingTerms.endDate,
  lateJoin: trainingTerms.lateJoin,
  capacity: trainingTerms.capacity,
  taken: trainingTerms.taken,
  campStartDate: trainings.startDate,
  campEndDate: trainings.endDate,
  certificateMinProgress: trainings.certificateMinProgress,
};

const enrolmentRows = (db: Database) =>
  db
    .select(enrolmentColumns)
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
    .leftJoin(trainingTerms, eq(trainingTerms.id, trainingUsers.termId));

type EnrolmentRow = Awaited<ReturnType<ReturnType<typeof enrolmentRows>['execute']>>[number];

function toCard(row: EnrolmentRow, today: string): EnrolmentCard {
  const term =
    row.termId !== null && row.enrollStartDate && row.enrollEndDate && row.startDate && row.endDate
      ? {
          enrollStartDate: row.enrollStartDate,
          enrollEndDate: row.enrollEndDate,
          startDate: row.startDate,
          endDate: row.endDate,
          lateJoin: row.lateJoin ?? false,
          capacity: row.capacity ?? 0,
          taken: row.taken ?? 0,
        }
      : null;
  return {
    trainingUserId: row.trainingUserId,
    trainingId: row.trainingId,
    kind: row.kind,
    name: row.name,
    picCover: row.picCover,
    termName: row.termName,
    startDate: term?.startDate ?? row.campStartDate,
    endDate: term?.endDate ?? row.campEndDate,
    status: term ? termStatus(term, today) : null,
    progress: row.progress,
  };
}

/**
 * The learner's own enrolment: another learner's trainingUserId answers as one that does not exist,
 * so ids cannot be probed.
 */
export async function ownEnrolment(
  db: Database,
  userId: number,
  trainingUserId: number,
): Promise<EnrolmentRow> {
  const [row] = await enrolmentRows(db).where(
    and(eq(trainingUsers.id, trainingUserId), eq(trainingUsers.userId, userId)),
  );
  if (!row) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');
  return row;
}

/**
 * What other areas record of a learner's plan items, each read by its area's rule: learning knows
 * which courses the learner learned, coursework which assignment a coursework item sets and whether
 * the learner's submission counts. Both areas sit above camps (they move camp progress), so app.ts
 * hands their readers in.
 */
export interface PlanItemRecords {
  /** Of `courseIds`, those of which the learner learned every section with media. */
  learnedCourses(db: Database, userId: number, courseIds: number[]): Promise<Set<number>>;
  /** By template plan item: the assignment set on it, and whether the learner's submission counts. */
  courseworkOfPlanItems(
    db: Database,
    userId: number,
    planItemIds: number[],
  ): Promise<Map<number, { assignmentId: number; counted: boolean }>>;
}

/** A plan item as an enrolment follows it: its unlock date, and the template item it came from. */
type FollowedItem = PlanItem & { unlockDate: string | null; planItemId: number | null };

/** The plan an enrolment follows: its term's copy (with unlock dates), else the camp's own. */
async function planOf(db: Database, row: EnrolmentRow): Promise<FollowedItem[]> {
  if (row.termId !== null) {
    const items = await db
      .select({
        id: trainingTermItems.id,
        day: trainingTermItems.day,
        stage: trainingTermItems.stage,
        kind: trainingTermItems.kind,
        title: trainingTermItems.title,
        courseId: trainingTermItems.courseId,
        examId: trainingTermItems.examId,
        required: trainingTermItems.required,
        weight: trainingTermItems.weight,
        unlockDate: trainingTermItems.unlockDate,
        planItemId: trainingTermItems.planItemId,
      })
      .from(trainingTermItems)
      .where(eq(trainingTermItems.termId, row.termId))
      .orderBy(asc(trainingTermItems.sort), asc(trainingTermItems.id));
    return items as FollowedItem[];
  }
  const items = await db
    .select(planItemColumns)
    .from(trainingPlanItems)
    .where(and(eq(trainingPlanItems.trainingId, row.trainingId), isNull(trainingPlanItems.retiredAt)))
    .orderBy(asc(trainingPlanItems.sort), asc(trainingPlanItems.id));
  return (items as PlanItem[]).map((item) => ({ ...item, unlockDate: null, planItemId: item.id }));
}

/** Exams whose pass the camps area recorded for the learner (what progress counted). */
async function passedExams(db: Database, userId: number, examIds: number[]): Promise<Set<number>> {
  if (examIds.length === 0) return new Set();
  const rows = await db
    .select({ examId: trainingExamPasses.examId })
    .from(trainingExamPasses)
    .where(and(eq(trainingExamPasses.userId, userId), inArray(trainingExamPasses.examId, examIds)));
  return new Set(rows.map((row) => row.examId));
}

/**
 * The `live` items (by template item) with the live the plan page opens for each, the latest of the
 * enrolment's term that is not cancelled (none without a term), and whether the learner did the item.
 */
async function liveItemsOf(
  db: Database,
  userId: number,
  termId: number | null,
  planItemIds: number[],
): Promise<Map<number, { liveId: number | null; done: boolean }>> {
  if (planItemIds.length === 0) return new Map();
  // Written out: a select of one table would leave the column unqualified, and inside the subqueries
  // `id` is the live's.
  const item = sql`training_plan_items.id`;
  const rows = await db
    .select({
      planItemId: trainingPlanItems.id,
      liveId: sql<number | null>`(select l.id from lives l
        where l.plan_item_id = ${item} and l.term_id = ${termId} and l.cancelled_at is null
        order by l.starts_at desc, l.id desc limit 1)`,
      done: sql<boolean>`${liveItemDone(userId, item)}`,
    })
    .from(trainingPlanItems)
    .where(inArray(trainingPlanItems.id, planItemIds));
  return new Map(rows.map(({ planItemId, ...rest }) => [planItemId, rest]));
}

/** The sessions (template items) the enrolment checked in at. */
async function checkedInItems(db: Database, trainingUserId: number): Promise<Set<number>> {
  const rows = await db
    .select({ planItemId: trainingCheckins.planItemId })
    .from(trainingCheckins)
    .where(eq(trainingCheckins.trainingUserId, trainingUserId));
  return new Set(rows.map((row) => row.planItemId));
}

async function itemsOf(
  db: Database,
  records: PlanItemRecords,
  userId: number,
  row: EnrolmentRow,
  today: string,
): Promise<EnrolmentItem[]> {
  const plan = await planOf(db, row);
  const learned = await records.learnedCourses(
    db,
    userId,
    plan.flatMap((item) => (item.courseId === null ? [] : [item.courseId])),
  );
  const passed = await passedExams(
    db,
    userId,
    plan.flatMap((item) => (item.examId === null ? [] : [item.examId])),
  );
  const assignments = await records.courseworkOfPlanItems(
    db,
    userId,
    plan.flatMap((item) => (item.kind === 'coursework' && item.planItemId !== null ? [item.planItemId] : [])),
  );
  const checkedIn = await checkedInItems(db, row.trainingUserId);
  const liveItems = await liveItemsOf(
    db,
    userId,
    row.termId,
    plan.flatMap((item) => (item.kind === 'live' && item.planItemId !== null ? [item.planItemId] : [])),
  );
  return plan.map(({ planItemId, ...item }) => {
    const assignment =
      item.kind === 'coursework' && planItemId !== null ? assignments.get(planItemId) : undefined;
    const live = item.kind === 'live' && planItemId !== null ? liveItems.get(planItemId) : undefined;
    return {
      ...item,
      assignmentId: assignment?.assignmentId ?? null,
      liveId: live?.liveId ?? null,
      locked: item.unlockDate !== null && item.unlockDate > today,
      done:
        (item.courseId !== null && learned.has(item.courseId)) ||
        (item.examId !== null && passed.has(item.examId)) ||
        assignment?.counted === true ||
        live?.done === true ||
        (planItemId !== null && checkedIn.has(planItemId)),
    };
  });
}

async function presentEnrolment(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  row: EnrolmentRow,
) {
  const today = chinaToday(clock);
  const card = toCard(row, today);
  return { ...card, today, items: await itemsOf(db, records, userId, row, today) } satisfies EnrolmentDetail;
}

/** `training/user/detail`: the study plan page of one of the learner's enrolments. */
export async function loadEnrolment(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  trainingUserId: number,
): Promise<EnrolmentDetail> {
  return presentEnrolment(db, clock, records, userId, await ownEnrolment(db, userId, trainingUserId));
}

/** `training/trial/user/detail`: the learner's trial plan of a trial camp. */
export async function loadTrialEnrolment(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  trainingId: number,
): Promise<EnrolmentDetail> {
  const [row] = await enrolmentRows(db).where(
    and(
      eq(trainingUsers.userId, userId),
      eq(trainingUsers.trainingId, trainingId),
      isNull(trainingUsers.termId),
      eq(trainings.kind, 'trial'),
    ),
  );
  if (!row) throw new AppError('CAMP_TRIAL_NOT_JOINED');
  return presentEnrolment(db, clock, records, userId, row);
}

/** `training/user/list`: the learner's camps, newest enrolment first. */
export async function pageEnrolments(
  db: Database,
  clock: Clock,
  userId: number,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<EnrolmentCard>> {
  const [rows, [count]] = await Promise.all([
    enrolmentRows(db)
      .where(eq(trainingUsers.userId, userId))
      .orderBy(desc(trainingUsers.createdAt), desc(trainingUsers.id))
      .limit(pageSize)
      .offset((pageCurrent - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(trainingUsers)
      .where(eq(trainingUsers.userId, userId)),
  ]);
  const today = chinaToday(clock);
  return { list: rows.map((row) => toCard(row, today)), total: count?.total ?? 0, pageCurrent, pageSize };
}

/** `training/v2/user/progress`: the stored figure, and how many required items are done. */
export async function loadEnrolmentProgress(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  trainingUserId: number,
): Promise<EnrolmentProgress> {
  return progressOf(db, clock, records, userId, await ownEnrolment(db, userId, trainingUserId));
}

async function progressOf(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  row: EnrolmentRow,
): Promise<EnrolmentProgress> {
  const required = (await itemsOf(db, records, userId, row, chinaToday(clock))).filter(
    (item) => item.required,
  );
  return {
    trainingUserId: row.trainingUserId,
    progress: row.progress,
    requiredDone: required.filter((item) => item.done).length,
    requiredTotal: required.length,
  };
}

/** `training/v2/user/cert`: the term's certificate of the learner's own enrolment, or what is left. */
export async function loadEnrolmentCertificate(
  db: Database,
  clock: Clock,
  records: PlanItemRecords,
  userId: number,
  trainingUserId: number,
): Promise<EnrolmentCertificate> {
  const row = await ownEnrolment(db, userId, trainingUserId);
  const certificate =
    row.termId === null ? null : await findCertificate(db, userId, { kind: 'camp_term', id: row.termId });
  return {
    ...(await progressOf(db, clock, records, userId, row)),
    minProgress: row.termId === null ? null : row.certificateMinProgress,
    certificate: certificate ? myCertificate(certificate) : null,
  };
}
