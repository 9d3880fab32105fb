import type { adminEntLearnerList, EntAdminLearner, ParsedRequestOf } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { containsPattern, type Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { attachToEnterprise, createAccountForPhone, detachFromEnterprise } from '../users/index.js';
import * as usersTables from '../users/tables.js';
import { departmentOf } from './admin-departments.js';
import { type EnterpriseScope, withinEnterprise } from './scope.js';
import * as tables from './tables.js';

const { entDepartments, entLearners, entSeats } = tables;
const { users } = usersTables;

const learnerColumns = {
  userId: users.id,
  name: users.nickname,
  mobile: users.mobile,
  account: users.account,
  deptId: entLearners.deptId,
  deptName: entDepartments.name,
  registered: sql<boolean>`${users.lastLoginAt} is not null`,
};

/** The enterprise's learners with their departments; run inside the wall (users are policy-bound). */
function learnerRows(db: Database, { entId }: EnterpriseScope) {
  return db
    .select(learnerColumns)
    .from(users)
    .leftJoin(entLearners, and(eq(entLearners.userId, users.id), eq(entLearners.entId, entId)))
    .leftJoin(entDepartments, eq(entDepartments.id, entLearners.deptId))
    .$dynamic();
}

/** The departments under `deptId`, itself included (a department's learners are its tree's). */
const departmentTree = (entId: number, deptId: number) => sql`(with recursive tree as (
    select id from ${entDepartments} where id = ${deptId} and ent_id = ${entId}
    union select d.id from ${entDepartments} d join tree on d.parent_id = tree.id where d.ent_id = ${entId}
  ) select id from tree)`;

export async function pageLearners(
  db: Database,
  scope: EnterpriseScope,
  query: ParsedRequestOf<typeof adminEntLearnerList>,
) {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(users.entId, scope.entId),
    keyword
      ? sql`(${users.nickname} ilike ${keyword} or ${users.mobile} ilike ${keyword} or ${users.account} ilike ${keyword})`
      : undefined,
    query.deptId === undefined
      ? undefined
      : sql`${entLearners.deptId} in ${departmentTree(scope.entId, query.deptId)}`,
  );
  const [list, [total]] = await Promise.all([
    learnerRows(db, scope).where(where).orderBy(users.id).limit(query.pageSize).offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(entLearners, and(eq(entLearners.userId, users.id), eq(entLearners.entId, scope.entId)))
      .where(where),
  ]);
  return { list, total: total?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

async function loadLearner(db: Database, scope: EnterpriseScope, userId: number): Promise<EntAdminLearner> {
  const [row] = await learnerRows(db, scope).where(and(eq(users.id, userId), eq(users.entId, scope.entId)));
  if (!row) throw new AppError('ENT_LEARNER_NOT_FOUND');
  return row;
}

export interface NewLearner {
  mobile: string;
  name: string;
  deptId: number | null;
}

/**
 * Joins a phone to the enterprise: the phone's account when it has one, otherwise an account made
 * now that its first login finds. Membership is `users.ent_id` going from null to the enterprise,
 * which the row policy (`ent_id` = the enterprise) cannot allow by its nature: this one statement
 * runs as the server's role, keyed by the operator's enterprise and touching only a phone that is in
 * no enterprise. Answers the learner's id.
 */
async function joinEnterprise(
  tx: Database,
  { entId }: EnterpriseScope,
  learner: NewLearner,
): Promise<number> {
  await createAccountForPhone(tx, { mobile: learner.mobile, nickname: learner.name, entId });
  const [row] = await tx
    .select({ id: users.id, entId: users.entId })
    .from(users)
    .where(eq(users.mobile, learner.mobile));
  if (!row) throw new Error('the learner vanished while joining');
  if (row.entId === entId) {
    // Made just now, or a member already: only the first is news.
    const [known] = await tx
      .select({ userId: entLearners.userId })
      .from(entLearners)
      .where(eq(entLearners.userId, row.id));
    if (known) throw new AppError('ENT_LEARNER_ALREADY_ADDED');
  } else if (row.entId !== null) {
    throw new AppError('ENT_LEARNER_IN_OTHER_ENTERPRISE');
  } else {
    await attachToEnterprise(tx, row.id, entId);
  }
  return row.id;
}

/** Adds learners (one by the form, many by a sheet) in the caller's transaction. */
export async function addLearners(
  tx: Database,
  scope: EnterpriseScope,
  learners: NewLearner[],
  audit: (change: AuditChange) => void,
): Promise<number[]> {
  const ids: number[] = [];
  for (const learner of learners) ids.push(await joinEnterprise(tx, scope, learner));
  await withinEnterprise(tx, scope, async (walled) => {
    for (const [index, learner] of learners.entries()) {
      const userId = ids[index] as number;
      if (learner.deptId !== null) await departmentOf(walled, scope, learner.deptId);
      await walled.insert(entLearners).values({ userId, entId: scope.entId, deptId: learner.deptId });
      audit({ entity: 'ent_learner', entityId: userId, before: null, after: learner });
    }
  });
  return ids;
}

export async function addLearner(
  tx: Database,
  scope: EnterpriseScope,
  body: NewLearner,
  audit: (change: AuditChange) => void,
): Promise<EntAdminLearner> {
  const [userId] = await addLearners(tx, scope, [body], audit);
  return withinEnterprise(tx, scope, (walled) => loadLearner(walled, scope, userId as number));
}

/**
 * Removes a learner: the department row goes, every seat is revoked and the membership ends (as
 * `joinEnterprise`, the one statement outside the wall). The caller then drops the learner's cached
 * sessions, so the next enterprise call, whatever session it carries, is refused.
 */
export async function removeLearner(
  tx: Database,
  scope: EnterpriseScope,
  userId: number,
  audit: (change: AuditChange) => void,
): Promise<{ userId: number }> {
  const before = await withinEnterprise(tx, scope, async (walled) => {
    const learner = await loadLearner(walled, scope, userId);
    await walled
      .delete(entLearners)
      .where(and(eq(entLearners.userId, userId), eq(entLearners.entId, scope.entId)));
    await walled
      .update(entSeats)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(entSeats.entId, scope.entId), eq(entSeats.userId, userId), isNull(entSeats.revokedAt)));
    return learner;
  });
  await detachFromEnterprise(tx, userId, scope.entId);
  audit({ entity: 'ent_learner', entityId: userId, before, after: null });
  return { userId };
}

export async function setLearnerDepartment(
  tx: Database,
  scope: EnterpriseScope,
  body: { userId: number; deptId: number | null },
  audit: (change: AuditChange) => void,
): Promise<EntAdminLearner> {
  return withinEnterprise(tx, scope, async (walled) => {
    const before = await loadLearner(walled, scope, body.userId);
    if (body.deptId !== null) await departmentOf(walled, scope, body.deptId);
    await walled
      .insert(entLearners)
      .values({ userId: body.userId, entId: scope.entId, deptId: body.deptId })
      .onConflictDoUpdate({ target: entLearners.userId, set: { deptId: body.deptId } });
    const after = await loadLearner(walled, scope, body.userId);
    audit({ entity: 'ent_learner', entityId: body.userId, before, after });
    return after;
  });
}
