import type { CourseworkAssignment, CourseworkCountsOn, CourseworkVisibility } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as tables from './tables.js';

const { courseworkAssignments } = tables;
const { trainings, trainingUsers } = campsTables;

export interface Assignment {
  id: number;
  trainingId: number;
  trainingTitle: string;
  planItemId: number;
  title: string;
  requirements: string;
  deadline: Date;
  lateAllowed: boolean;
  visibility: CourseworkVisibility;
  countsOn: CourseworkCountsOn;
}

export async function findAssignment(db: Database, id: number): Promise<Assignment | null> {
  const [row] = await db
    .select({
      id: courseworkAssignments.id,
      trainingId: courseworkAssignments.trainingId,
      trainingTitle: trainings.name,
      planItemId: courseworkAssignments.planItemId,
      title: courseworkAssignments.title,
      requirements: courseworkAssignments.requirements,
      deadline: courseworkAssignments.deadline,
      lateAllowed: courseworkAssignments.lateAllowed,
      visibility: courseworkAssignments.visibility,
      countsOn: courseworkAssignments.countsOn,
    })
    .from(courseworkAssignments)
    .innerJoin(trainings, eq(trainings.id, courseworkAssignments.trainingId))
    .where(eq(courseworkAssignments.id, id));
  if (!row) return null;
  return {
    ...row,
    visibility: row.visibility as CourseworkVisibility,
    countsOn: row.countsOn as CourseworkCountsOn,
  };
}

/** An assignment of a camp the learner is enrolled in, with that enrolment; any other is refused. */
export async function requireLearnerAssignment(
  db: Database,
  userId: number,
  id: number,
): Promise<Assignment & { enrolmentId: number }> {
  const assignment = await findAssignment(db, id);
  if (!assignment) throw new AppError('COURSEWORK_NOT_FOUND');
  const [enrolment] = await db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.userId, userId), eq(trainingUsers.trainingId, assignment.trainingId)))
    .limit(1);
  if (!enrolment) throw new AppError('COURSEWORK_NOT_ENROLLED');
  return { ...assignment, enrolmentId: enrolment.id };
}

export function isClosed(assignment: Assignment, nowMs = Date.now()): boolean {
  return assignment.deadline.getTime() < nowMs;
}

/** Work may be saved: before the deadline, or after it when late work is accepted. */
export function acceptsWork(assignment: Assignment, nowMs = Date.now()): boolean {
  return !isClosed(assignment, nowMs) || assignment.lateAllowed;
}

export function presentAssignment(assignment: Assignment): CourseworkAssignment {
  return {
    id: assignment.id,
    trainingId: assignment.trainingId,
    trainingTitle: assignment.trainingTitle,
    title: assignment.title,
    requirements: assignment.requirements,
    deadline: formatChinaTime(assignment.deadline),
    lateAllowed: assignment.lateAllowed,
    visibility: assignment.visibility,
    countsOn: assignment.countsOn,
    closed: isClosed(assignment),
  };
}
