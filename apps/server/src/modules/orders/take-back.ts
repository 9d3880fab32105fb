import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { releaseSeat } from '../camps/index.js';
import * as campsTables from '../camps/tables/index.js';
import { revokeCertificate } from '../certificates/index.js';
import * as learningTables from '../learning/tables.js';
import { shortenVip } from '../membership/index.js';
import type { OrderRow } from './order-records.js';

const { userCourses } = learningTables;
const { trainingUsers, trainings } = campsTables;

/**
 * Takes back what a fully refunded order granted, inside the transaction that records the refund:
 * the course or bundle it bought, the camp enrolment (its seat goes back to the term and a
 * certificate issued for it is revoked), the days of membership. The reverse of fulfilOrder's grant.
 */
export async function takeBackOrder(tx: Database, order: OrderRow): Promise<void> {
  switch (order.productType) {
    case 1:
    case 2:
      // Only the grant an order made: a course the learner also holds otherwise (a gift) stays.
      await tx
        .delete(userCourses)
        .where(
          and(
            eq(userCourses.userId, order.userId),
            eq(userCourses.courseId, order.productId),
            eq(userCourses.source, 'order'),
          ),
        );
      return;
    case 8: {
      const [enrolment] = await tx
        .delete(trainingUsers)
        .where(eq(trainingUsers.orderId, order.id))
        .returning({ termId: trainingUsers.termId });
      // No enrolment of this order: it lost a race to another paid order, whose seat stays.
      if (!enrolment) return;
      await tx
        .update(trainings)
        .set({ enrolledCount: sql`greatest(${trainings.enrolledCount} - 1, 0)` })
        .where(eq(trainings.id, order.productId));
      if (enrolment.termId !== null) {
        await releaseSeat(tx, enrolment.termId);
        await revokeCertificate(tx, order.userId, { kind: 'camp_term', id: enrolment.termId }, 'refund');
      }
      return;
    }
    case 9:
      await shortenVip(tx, order.userId, order.vipDays ?? 0);
      return;
    default:
      throw new Error(`order ${order.orderNo} has unknown product type ${order.productType}`);
  }
}
