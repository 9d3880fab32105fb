import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { userCourses } = tables;

/**
 * A course or bundle an order bought, granted in the order's fulfilment transaction. A bought bundle
 * is one row: the catalog opens the bundle's courses through it. A course the learner holds already
 * (a gift, the same order fulfilled twice) keeps its row.
 */
export async function grantBoughtCourse(tx: Database, userId: number, courseId: number): Promise<void> {
  await tx.insert(userCourses).values({ userId, courseId, source: 'order' }).onConflictDoNothing();
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
