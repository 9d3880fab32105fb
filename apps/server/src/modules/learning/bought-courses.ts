import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { userCourses } = tables;

/**
 * A course or bundle an order bought, granted in the order's fulfilment transaction. A bought bundle
 * is one row: the catalog opens the bundle's courses through it. A course the learner holds already
 * (a gift, the same order fulfilled twice) keeps its row.
 */
export async function grantBoughtCourse(tx: Database, userId: number, courseId: number): Promise<void> {
  await tx.execute(grantBoughtCourses(sql`select ${userId}::int as user_id, ${courseId}::int as course_id`));
}

/**
 * The courses and bundles `bought` answers (a query with `user_id` and `course_id`) granted, as a
 * data-modifying statement for a fulfilment to run inside its own, as `grantBoughtCourse` grants one.
 */
export function grantBoughtCourses(bought: SQL): SQL {
  return sql`insert into ${userCourses} (user_id, course_id, source)
    select user_id, course_id, 'order' from (${bought}) as bought
    on conflict do nothing`;
}

/**
 * Takes back the grant an order made, in the refund's transaction: only that grant, so a course the
 * learner also holds otherwise (a gift) stays.
 */
export async function revokeBoughtCourse(tx: Database, userId: number, courseId: number): Promise<void> {
  await tx
    .delete(userCourses)
    .where(
      and(
        eq(userCourses.userId, userId),
        eq(userCourses.courseId, courseId),
        eq(userCourses.source, 'order'),
      ),
    );
}
