import type { AdminAssignment, Page, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as tables from './tables.js';

const { courseworkAssignments: a, courseworkSubmissions: s } = tables;
const { trainingPlanItems: p, trainings } = campsTables;

const assignmentColumns = {
  id: a.id,
  trainingId: a.trainingId,
  trainingTitle: trainings.name,
  planItemId: a.planItemId,
  title: a.title,
  requirements: a.requirements,
  deadline: a.deadline,
  lateAllowed: a.lateAllowed,
  visibility: a.visibility,
  countsOn: a.countsOn,
  submittedCount: sql<number>`(select count(*) from ${s} where ${s.assignmentId} = ${a.id}
    and ${s.status} = 'submitted' and ${s.removedAt} is null)::int`,
  reviewedCount: sql<number>`(select count(*) from ${s} where ${s.assignmentId} = ${a.id}
    and ${s.reviewedAt} is not null and ${s.removedAt} is null)::int`,
};

type AssignmentRow = Omit<AdminAssignment, 'deadline' | 'visibility' | 'countsOn'> & {
  deadline: Date;
  visibility: string;
  countsOn: string;
};

function presentAdminAssignment(row: AssignmentRow): AdminAssignment {
  return {
    ...row,
    deadline: formatChinaTime(row.deadline),
    visibility: row.visibility as AdminAssignment['visibility'],
    countsOn: row.countsOn as AdminAssignment['countsOn'],
  };
}

export async function pageAssignments(db: Database, query: PageQuery): Promise<Page<AdminAssignment>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(assignmentColumns)
      .from(a)
      .innerJoin(trainings, eq(trainings.id, a.trainingId))
      .orderBy(desc(a.deadline), desc(a.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(a),
  ]);
  return {
    list: rows.map(presentAdminAssignment),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** Plan items of kind coursework still without an assignment, for the create form to pick from. */
export async function listOpenPlanItems(db: Database) {
  return db
    .select({ id: p.id, trainingTitle: trainings.name, title: p.title, day: p.day })
    .from(p)
    .innerJoin(trainings, eq(trainings.id, p.trainingId))
    .leftJoin(a, eq(a.planItemId, p.id))
    .where(and(eq(p.kind, 'coursework'), isNull(a.id), isNull(p.retiredAt)))
    .orderBy(trainings.name, p.day, p.sort);
}

export interface AssignmentInput {
  planItemId: number;
  title: string;
  requirements: string;
  deadline: string;
  lateAllowed: boolean;
  visibility: 'always' | 'after_submit';
  countsOn: 'submit' | 'approve';
}

export async function createAssignment(
  tx: Database,
  input: AssignmentInput,
  audit: (change: AuditChange) => void,
): Promise<AdminAssignment> {
  const [item] = await tx
    .select({ trainingId: p.trainingId })
    .from(p)
    .where(and(eq(p.id, input.planItemId), eq(p.kind, 'coursework')));
  if (!item) throw new AppError('COURSEWORK_PLAN_ITEM_INVALID');
  const [inserted] = await tx
    .insert(a)
    .values({ ...input, trainingId: item.trainingId, deadline: new Date(input.deadline) })
    // One assignment per plan item: a second one for the same item is refused, not added.
    .onConflictDoNothing()
    .returning({ id: a.id });
  if (!inserted) throw new AppError('COURSEWORK_PLAN_ITEM_INVALID');
  const [row] = await tx
    .select(assignmentColumns)
    .from(a)
    .innerJoin(trainings, eq(trainings.id, a.trainingId))
    .where(eq(a.id, inserted.id));
  if (!row) throw new Error('the new assignment was not inserted');
  const created = presentAdminAssignment(row);
  audit({ entity: 'coursework_assignment', entityId: created.id, before: null, after: created });
  return created;
}
