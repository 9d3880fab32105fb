import { COMMISSION_FREEZE_DAYS } from '@zhixue/contract';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { COMMISSION_AVAILABLE, COMMISSION_EXPENSE, COMMISSION_FROZEN, postEntries } from '../ledger/index.js';
import { moveBalance } from './balances.js';
import * as tables from './tables.js';

const { referralAttributions, referralCommissions, referralLinks, referralRates } = tables;

const DAY_MS = 24 * 60 * 60 * 1000;
const RELEASE_BATCH = 200;
export const COMMISSION_RELEASE_QUEUE = 'referral-commission-release';

/** An order as the commission needs it, from the orders area. */
export interface ReferredOrder {
  id: number;
  orderNo: string;
  userId: number;
  productType: number;
  productId: number;
  productName: string;
  /** What the buyer paid, in cents, after any coupon. */
  amount: number;
}

/** The rate's share of what was paid, rounded down to the fen: a commission never exceeds its rate. */
const commissionOf = (paid: number, rate: number) => Math.floor((paid * rate) / 100);

/**
 * Whether the buyer of an order (its `user_id`, `product_type` and `product_id`, given as SQL) followed
 * a sharer's link of the product within the attribution days: a condition for a payer's statement,
 * which leaves such an order to the whole fulfilment, where `creditReferral` decides its commission.
 */
export function followedReferralLink(order: { userId: SQL; productType: SQL; productId: SQL }): SQL {
  return sql`exists (select 1 from ${referralAttributions} as followed
    where followed.user_id = ${order.userId} and followed.product_type = ${order.productType}
      and followed.product_id = ${order.productId} and followed.expires_at > now())`;
}

/**
 * An order just paid, in the payment's transaction: when the buyer followed a sharer's link of the
 * product within the attribution days, and the product's rate is on at this moment, the sharer is
 * credited the rate of what was paid, frozen until the refund window closes. One commission per order
 * (a unique key), and its ledger row (expense to frozen) is written with it.
 */
export async function creditReferral(tx: Database, order: ReferredOrder): Promise<void> {
  if (order.amount <= 0) return;
  const [attributed] = await tx
    .select({ linkId: referralLinks.id, sharerId: referralLinks.userId, rate: referralRates.rate })
    .from(referralAttributions)
    .innerJoin(referralLinks, eq(referralLinks.id, referralAttributions.linkId))
    .innerJoin(
      referralRates,
      and(
        eq(referralRates.productType, referralAttributions.productType),
        eq(referralRates.productId, referralAttributions.productId),
      ),
    )
    .where(
      and(
        eq(referralAttributions.userId, order.userId),
        eq(referralAttributions.productType, order.productType),
        eq(referralAttributions.productId, order.productId),
        gt(referralAttributions.expiresAt, sql`now()`),
      ),
    );
  // Visits refuse the sharer's own link, so this is a second wall against self-referral.
  if (!attributed || attributed.sharerId === order.userId) return;
  const amount = commissionOf(order.amount, attributed.rate);
  if (amount === 0) return;
  const [commission] = await tx
    .insert(referralCommissions)
    .values({
      orderId: order.id,
      orderNo: order.orderNo,
      sharerId: attributed.sharerId,
      buyerId: order.userId,
      linkId: attributed.linkId,
      productType: order.productType,
      productId: order.productId,
      productName: order.productName,
      paidAmount: order.amount,
      rate: attributed.rate,
      amount,
      releasesAt: new Date(Date.now() + COMMISSION_FREEZE_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: referralCommissions.orderId })
    .returning();
  if (!commission) return;
  await moveBalance(tx, commission.sharerId, { frozen: amount });
  await postEntries(tx, [
    {
      key: `commission_frozen:order:${order.id}`,
      kind: 'commission_frozen',
      debit: COMMISSION_EXPENSE,
      credit: COMMISSION_FROZEN,
      amount,
      orderId: order.id,
    },
  ]);
}

/**
 * A refund recorded on an order, under the order's row lock and in the refund's transaction: the
 * commission shrinks to the rate of what is still paid. Before the release it comes out of the
 * frozen amount (all of it on a whole refund: `taken_back`); after the release it is taken from the
 * sharer's available balance, which may go below 0 until later commissions cover it.
 */
export async function takeBackCommission(
  tx: Database,
  refund: { orderId: number; refundId: number; refundedTotal: number },
): Promise<void> {
  const [commission] = await tx
    .select()
    .from(referralCommissions)
    .where(eq(referralCommissions.orderId, refund.orderId))
    .for('update');
  if (!commission || commission.status === 'taken_back') return;
  const kept = commissionOf(Math.max(commission.paidAmount - refund.refundedTotal, 0), commission.rate);
  if (commission.status === 'frozen') {
    const taken = commission.amount - kept;
    if (taken <= 0) return;
    await tx
      .update(referralCommissions)
      .set({
        amount: kept,
        status: kept === 0 ? 'taken_back' : 'frozen',
        takenBackAt: kept === 0 ? sql`now()` : null,
      })
      .where(eq(referralCommissions.id, commission.id));
    await moveBalance(tx, commission.sharerId, { frozen: -taken });
    await postEntries(tx, [
      {
        key: `commission_taken_back:refund:${refund.refundId}`,
        kind: 'commission_taken_back',
        debit: COMMISSION_FROZEN,
        credit: COMMISSION_EXPENSE,
        amount: taken,
        orderId: refund.orderId,
        refundId: refund.refundId,
      },
    ]);
    return;
  }
  const owed = commission.amount - commission.clawedBack - kept;
  if (owed <= 0) return;
  await tx
    .update(referralCommissions)
    .set({ clawedBack: commission.clawedBack + owed })
    .where(eq(referralCommissions.id, commission.id));
  await moveBalance(tx, commission.sharerId, { available: -owed });
  await postEntries(tx, [
    {
      key: `commission_clawed_back:refund:${refund.refundId}`,
      kind: 'commission_clawed_back',
      debit: COMMISSION_AVAILABLE,
      credit: COMMISSION_EXPENSE,
      amount: owed,
      orderId: refund.orderId,
      refundId: refund.refundId,
    },
  ]);
}

/**
 * Releases one commission whose refund window has closed, exactly once: the conditional update on
 * `frozen` lets one caller through however many runs race, and waits for a refund holding the row,
 * then releases what the refund left (or nothing, when it took it all back).
 */
async function releaseCommission(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(referralCommissions)
      .set({ status: 'available', releasedAt: sql`now()` })
      .where(
        and(
          eq(referralCommissions.id, id),
          eq(referralCommissions.status, 'frozen'),
          lte(referralCommissions.releasesAt, sql`now()`),
        ),
      )
      .returning();
    if (!released) return false;
    await moveBalance(tx, released.sharerId, { frozen: -released.amount, available: released.amount });
    await postEntries(tx, [
      {
        key: `commission_released:order:${released.orderId}`,
        kind: 'commission_released',
        debit: COMMISSION_FROZEN,
        credit: COMMISSION_AVAILABLE,
        amount: released.amount,
        orderId: released.orderId,
      },
    ]);
    return true;
  });
}

/** Releases every commission due, in batches; answers how many this run released. */
export async function releaseDueCommissions(db: Database): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await db
      .select({ id: referralCommissions.id })
      .from(referralCommissions)
      .where(and(eq(referralCommissions.status, 'frozen'), lte(referralCommissions.releasesAt, sql`now()`)))
      .orderBy(referralCommissions.id)
      .limit(RELEASE_BATCH);
    for (const { id } of due) if (await releaseCommission(db, id)) released += 1;
    if (due.length < RELEASE_BATCH) return released;
  }
}

/** Every ten minutes, one run at a time across the servers; a failed run is redone by the next. */
export function scheduleCommissionRelease(jobs: Jobs, db: Database): void {
  jobs.define({
    name: COMMISSION_RELEASE_QUEUE,
    cron: '*/10 * * * *',
    singleton: true,
    handler: async () => ({ released: await releaseDueCommissions(db) }),
  });
}
