import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { centsToYuan } from '../../platform/payment/index.js';
import { notify } from '../messages/index.js';
import * as tables from './tables.js';

const { groupOffers, buyingGroups, groupMembers } = tables;

export const GROUP_EXPIRY_QUEUE = 'group-expiry-sweep';
const REFUND_BATCH = 100;

/**
 * Refunds a failed group's member in whole through the order's provider (the orders area's refund
 * path, injected: orders sits above this area). `refundNo` names the member's refund once for all:
 * a second call with it records nothing new and sends nothing the provider has not had.
 */
export type GroupRefund = (refund: { orderId: number; refundNo: string; reason: string }) => Promise<void>;

/** The member's one refund number (GRP and the member's id). */
export const memberRefundNo = (memberId: number) => `GRP${String(memberId).padStart(8, '0')}`;

/**
 * Fails the open groups whose time is up, then refunds every paid member of a failed group not yet
 * refunded and tells them. Each member's refund has its own number (`memberRefundNo`), and the
 * member is marked refunded (and told, once by its dedupe key) only after the refund is recorded, so
 * a second run, or a run after a crash between the two, refunds nobody twice.
 */
export async function sweepExpiredGroups(
  db: Database,
  refund: GroupRefund,
): Promise<{ failed: number; refunded: number }> {
  const failed = await db
    .update(buyingGroups)
    .set({ status: 'failed', failedAt: sql`now()` })
    .where(and(eq(buyingGroups.status, 'open'), lte(buyingGroups.endsAt, sql`now()`)))
    .returning({ id: buyingGroups.id });
  const due = await db
    .select({
      memberId: groupMembers.id,
      userId: groupMembers.userId,
      orderId: groupMembers.orderId,
      groupId: buyingGroups.id,
      productName: groupOffers.productName,
      groupPrice: groupOffers.groupPrice,
    })
    .from(groupMembers)
    .innerJoin(buyingGroups, eq(buyingGroups.id, groupMembers.groupId))
    .innerJoin(groupOffers, eq(groupOffers.id, groupMembers.offerId))
    .where(
      and(eq(buyingGroups.status, 'failed'), isNotNull(groupMembers.paidAt), isNull(groupMembers.refundedAt)),
    )
    .limit(REFUND_BATCH);
  let refunded = 0;
  for (const member of due) {
    await refund({
      orderId: member.orderId,
      refundNo: memberRefundNo(member.memberId),
      reason: '拼团失败，自动退款',
    });
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(groupMembers)
        .set({ refundedAt: sql`now()` })
        .where(and(eq(groupMembers.id, member.memberId), isNull(groupMembers.refundedAt)))
        .returning({ id: groupMembers.id });
      if (!marked) return;
      refunded += 1;
      await notify(tx, 'groupFailed', {
        userId: member.userId,
        dedupeKey: `group-failed:${member.memberId}`,
        params: {
          groupId: member.groupId,
          productName: member.productName,
          amountYuan: centsToYuan(member.groupPrice),
        },
      });
    });
  }
  return { failed: failed.length, refunded };
}

/**
 * Once a minute, as a job across all server processes, one at a time: a group fails within a minute
 * of its time, and its members' refunds go out in the same run. A failed run is not retried, the
 * next minute's takes over (refunding only whom it has not).
 */
export function scheduleGroupExpiry(jobs: Jobs, db: Database, refund: GroupRefund): void {
  jobs.define({
    name: GROUP_EXPIRY_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => sweepExpiredGroups(db, refund),
  });
}
