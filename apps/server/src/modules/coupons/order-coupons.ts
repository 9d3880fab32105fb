import type { CouponOption } from '@zhixue/contract';
import { and, eq, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';
import { type CouponTarget, covers, discountOf, presentCoupon } from './terms.js';

const { couponBatches, coupons } = tables;

/** A coupon applied to an order: which, and what it takes off. */
export interface AppliedCoupon {
  couponId: number;
  discount: number;
}

/** What only some coupons need to know of the order, asked only when one of them does. */
export interface CouponLookups {
  /** The learner's open order for the same product: a new save replaces it, so its coupon is free. */
  pendingOrderId: () => Promise<number | null>;
  /** The product's category, for a batch of one category. */
  categoryId: () => Promise<number | null>;
}

/**
 * The learner's coupons that may apply to an order now: valid today, and available or locked to an
 * open order (which a new save replaces).
 */
const heldNow = (userId: SQLWrapper) =>
  and(
    eq(coupons.userId, userId),
    inArray(coupons.status, ['available', 'locked']),
    gt(coupons.expiresAt, sql`now()`),
    sql`${coupons.startsAt} <= now()`,
  );

/**
 * Whether the learner holds a coupon that may apply now, as a condition for the order page's
 * learner statement (the catalogue's buyer flags): most learners hold none, and are then spared
 * the coupons' own statement.
 */
export const holdsCouponNow = (userId: SQLWrapper): SQL =>
  sql`exists (select 1 from ${coupons} where ${heldNow(userId)})`;

/** Prepared once per database: it runs on order/settle and order/save of every learner who holds one. */
const heldCouponsOf = preparedPerDatabase((db: Database) =>
  db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(heldNow(sql.placeholder('userId')))
    .prepare('held_coupons'),
);

/**
 * The learner's coupons usable on the product now, the most money off first (then the soonest to
 * end). One query for a learner who holds none; the lookups run only when a coupon needs them.
 */
export async function usableCoupons(
  db: Database,
  userId: number,
  product: Omit<CouponTarget, 'categoryId'>,
  lookups: CouponLookups,
): Promise<CouponOption[]> {
  const rows = await heldCouponsOf(db).execute({ userId });
  if (rows.length === 0) return [];
  const heldBy = rows.some(({ coupon }) => coupon.status === 'locked')
    ? await lookups.pendingOrderId()
    : null;
  const categoryId = rows.some(({ batch }) => batch.scope === 'category') ? await lookups.categoryId() : null;
  const target: CouponTarget = { ...product, categoryId };
  return rows
    .filter(({ coupon }) => coupon.status === 'available' || (heldBy !== null && coupon.orderId === heldBy))
    .filter(({ batch }) => covers(batch, target))
    .map(({ coupon, batch }) => ({
      coupon: { ...presentCoupon(coupon, batch), status: 'available' as const },
      discount: discountOf(batch, target.amount),
      endsAt: coupon.expiresAt?.getTime() ?? 0,
    }))
    .filter((option) => option.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.endsAt - b.endsAt)
    .map(({ coupon, discount }) => ({ coupon, discount }));
}

/**
 * The coupon the order page applies: the learner's choice (0 for none), or the best one. A chosen
 * coupon that does not apply is refused rather than silently dropped: the price would change.
 */
export function chooseCoupon(options: CouponOption[], choice: number | undefined): AppliedCoupon | null {
  if (choice === 0) return null;
  const chosen = choice === undefined ? options[0] : options.find((option) => option.coupon.id === choice);
  if (!chosen) {
    if (choice === undefined) return null;
    throw new AppError('COUPON_UNUSABLE');
  }
  return { couponId: chosen.coupon.id, discount: chosen.discount };
}

/**
 * Locks the coupon to a new order in the order's transaction, by one conditional update: of any
 * number of saves racing for one coupon, one finds it available and the rest are refused.
 */
export async function lockCoupon(
  tx: Database,
  userId: number,
  applied: AppliedCoupon,
  orderId: number,
): Promise<void> {
  const [locked] = await tx
    .update(coupons)
    .set({ status: 'locked', orderId, discount: applied.discount })
    .where(
      and(
        eq(coupons.id, applied.couponId),
        eq(coupons.userId, userId),
        eq(coupons.status, 'available'),
        gt(coupons.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: coupons.id });
  if (!locked) throw new AppError('COUPON_TAKEN');
}

/** An order ended unpaid (closed, cancelled, replaced): its coupon is the learner's to use again. */
export async function releaseCoupon(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'available', orderId: null, discount: null })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'locked')));
}

/** An order paid: its coupon is spent. */
export async function spendCoupon(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'used', usedAt: sql`now()` })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'locked')));
}

/**
 * An order refunded in full: its coupon comes back when its batch says so and it has not ended;
 * an ended one stays used (the rule the coupon states).
 */
export async function returnCoupon(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'available', orderId: null, usedAt: null, discount: null })
    .where(
      and(
        eq(coupons.orderId, orderId),
        eq(coupons.status, 'used'),
        gt(coupons.expiresAt, sql`now()`),
        sql`exists (select 1 from ${couponBatches} where ${couponBatches.id} = ${coupons.batchId}
          and ${couponBatches.returnOnRefund})`,
      ),
    );
}
