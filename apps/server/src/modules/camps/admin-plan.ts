import type { AdminCamp, AdminCampPlan, AdminPlanItem, PlanItemFields } from '@zhixue/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as examsTables from '../exams/tables.js';
import { planItemColumns } from './camp-details.js';
import * as tables from './tables/index.js';

const { courses } = catalogTables;
const { exams } = examsTables;
const { trainingPlanItems, trainingTerms, trainings } = tables;

/** The camp's current plan, in order: retired items are no longer part of it. */
export async function loadCampPlan(db: Database, trainingId: number): Promise<AdminCampPlan> {
  const [[camp], items, [terms]] = await Promise.all([
    db
      .select({ kind: sql<AdminCamp['kind']>`${trainings.kind}` })
      .from(trainings)
      .where(eq(trainings.id, trainingId)),
    db
      .select(planItemColumns)
      .from(trainingPlanItems)
      .where(and(eq(trainingPlanItems.trainingId, trainingId), isNull(trainingPlanItems.retiredAt)))
      .orderBy(asc(trainingPlanItems.sort), asc(trainingPlanItems.id)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(trainingTerms)
      .where(eq(trainingTerms.trainingId, trainingId)),
  ]);
  if (!camp) throw new AppError('CAMP_NOT_FOUND');
  return { trainingId, kind: camp.kind, items: items as AdminPlanItem[], termCount: terms?.count ?? 0 };
}

/** Every course and exam the plan names exists (a database error would only say "foreign key"). */
async function checkReferences(tx: Database, items: PlanItemFields[]): Promise<void> {
  const courseIds = [...new Set(items.flatMap((item) => (item.courseId === null ? [] : [item.courseId])))];
  const examIds = [...new Set(items.flatMap((item) => (item.examId === null ? [] : [item.examId])))];
  const [foundCourses, foundExams] = await Promise.all([
    courseIds.length === 0
      ? []
      : tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds)),
    examIds.length === 0 ? [] : tx.select({ id: exams.id }).from(exams).where(inArray(exams.id, examIds)),
  ]);
  if (foundCourses.length !== courseIds.length) throw new AppError('CAMP_PLAN_COURSE_NOT_FOUND');
  if (foundExams.length !== examIds.length) throw new AppError('CAMP_PLAN_EXAM_NOT_FOUND');
}

/**
 * `admin/camps/plan/save`: the whole plan in its new order, in one transaction. The camp row is
 * locked first so two editors saving at once apply one after the other. Items left out are retired,
 * not deleted: terms' copies name them (check-ins and coursework hang on that name), and a delete
 * would cascade into records of terms already running. Terms already created keep their copy: only
 * terms created from now on are copied from the new plan (the database trigger skips retired items).
 */
export async function saveCampPlan(
  tx: Database,
  { trainingId, items }: { trainingId: number; items: PlanItemFields[] },
  audit: (change: AuditChange) => void,
): Promise<AdminCampPlan> {
  const [camp] = await tx
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.id, trainingId))
    .for('update');
  if (!camp) throw new AppError('CAMP_NOT_FOUND');
  const before = await loadCampPlan(tx, trainingId);
  const current = new Set(before.items.map((item) => item.id));
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  if (kept.some((id) => !current.has(id)) || new Set(kept).size !== kept.length) {
    throw new AppError('CAMP_PLAN_ITEM_NOT_FOUND');
  }
  await checkReferences(tx, items);

  const keptIds = new Set(kept);
  const retired = before.items.filter((item) => !keptIds.has(item.id)).map((item) => item.id);
  if (retired.length > 0) {
    await tx
      .update(trainingPlanItems)
      .set({ retiredAt: sql`now()` })
      .where(inArray(trainingPlanItems.id, retired));
  }
  for (const [sort, { id, ...fields }] of items.entries()) {
    if (id === undefined) {
      await tx.insert(trainingPlanItems).values({ ...fields, trainingId, sort });
    } else {
      await tx
        .update(trainingPlanItems)
        .set({ ...fields, sort })
        .where(eq(trainingPlanItems.id, id));
    }
  }
  const after = await loadCampPlan(tx, trainingId);
  audit({ entity: 'training_plan', entityId: trainingId, before: before.items, after: after.items });
  return after;
}
