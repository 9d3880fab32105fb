import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Operator, type Session } from '../../platform/http/index.js';
import type { EnterpriseLicence } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { bundleCourses, bundleGroups } = catalogTables;
const { enterpriseCourses, entSeats } = tables;

/** Who asks, as every enterprise query is scoped: the session's enterprise and learner, never the body's. */
export interface LearnerScope {
  entId: number;
  userId: number;
}

/** The scope of an `enterprise` call; the route has already refused sessions without an enterprise. */
export function scopeOf(session: Session): LearnerScope {
  if (session.entId === null) throw new Error('an enterprise call reached its handler without an enterprise');
  return { entId: session.entId, userId: session.userId };
}

/** The enterprise an enterprise admin's console call acts for: the operator's own, from the session. */
export interface EnterpriseScope {
  entId: number;
}

export function operatorScopeOf(operator: Operator): EnterpriseScope {
  if (operator.enterpriseId === null) throw new AppError('ENT_OPERATOR_WITHOUT_ENTERPRISE');
  return { entId: operator.enterpriseId };
}

/** The role the learning centre's statements run as: bound by the row-level security policies. */
export const ENTERPRISE_ROLE = 'zhixue_enterprise';

/**
 * Runs `work` in a transaction as ENTERPRISE_ROLE with the learner's enterprise set (migration
 * 0022): the database itself then keeps every policy-bound table to that enterprise's rows, should a
 * query of the area ever lose its own enterprise condition. Both settings end with the transaction.
 */
export function asEnterprise<T>(
  db: Database,
  scope: EnterpriseScope,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterWall(tx as unknown as Database, scope);
    return work(tx as unknown as Database);
  });
}

/** Both settings in one statement (`role` is the setting SET ROLE sets): one round trip, not two. */
async function enterWall(tx: Database, scope: EnterpriseScope) {
  await tx.execute(
    sql`select set_config('zhixue.ent_id', ${String(scope.entId)}, true), set_config('role', ${ENTERPRISE_ROLE}, true)`,
  );
}

/**
 * `asEnterprise` inside a transaction someone else holds (a console write, whose audit rows follow
 * as the server's own role): the wall for `work`, then back to the server's role. A failed `work`
 * aborts the whole transaction, so there is nothing to restore then.
 */
export async function withinEnterprise<T>(
  tx: Database,
  scope: EnterpriseScope,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  await enterWall(tx, scope);
  const result = await work(tx);
  // 'none' is SET ROLE NONE: back to the session's own role.
  await tx.execute(sql`select set_config('role', 'none', true), set_config('zhixue.ent_id', '', true)`);
  return result;
}

/**
 * A library row that lets this learner study now: a site licence not yet expired, a private course,
 * or a per-seat licence with a seat of the learner's that is not revoked. Written against the
 * `enterprise_courses` row of the surrounding query.
 */
function liveLicence(userId: SQLWrapper) {
  return sql`(${enterpriseCourses.expiresAt} is null or ${enterpriseCourses.expiresAt} > now())
    and (${enterpriseCourses.licence} <> 'seats' or exists (select 1 from ${entSeats}
      where ${entSeats.entId} = ${enterpriseCourses.entId} and ${entSeats.courseId} = ${enterpriseCourses.courseId}
      and ${entSeats.userId} = ${userId} and ${entSeats.revokedAt} is null))`;
}

/**
 * The catalogue's `licensed` flag (its EnterpriseLicence, handed in by app.ts): the learner's
 * enterprise licenses one of the courses to the learner now.
 */
export const licensesOneOf: EnterpriseLicence = ({ userId, entId }, courseIds) =>
  sql`exists (select 1 from ${enterpriseCourses} where ${enterpriseCourses.entId} = ${entId}
    and ${enterpriseCourses.courseId} = any(${courseIds}) and ${liveLicence(userId)})`;

/**
 * The library rows this learner may study now, as a condition on `enterprise_courses`: the
 * enterprise's rows, each licence alive for the learner (see `liveLicence`).
 */
export function libraryRowsOf({ entId, userId }: LearnerScope): SQL {
  return sql`${enterpriseCourses.entId} = ${entId} and ${liveLicence(sql`${userId}`)}`;
}

/**
 * Whether a course (given as a column or value) is in the learner's library: licensed or owned
 * directly, or through a licensed bundle that holds it.
 */
export function inLibrary(scope: LearnerScope, courseId: SQL): SQL {
  return sql`exists (select 1 from ${enterpriseCourses} where ${libraryRowsOf(scope)}
    and (${enterpriseCourses.courseId} = ${courseId} or ${enterpriseCourses.courseId} in (
      select ${bundleGroups.bundleId} from ${bundleGroups}
      join ${bundleCourses} on ${bundleCourses.groupId} = ${bundleGroups.id}
      where ${bundleCourses.courseId} = ${courseId})))`;
}
