import type { ClaimableCoupon, Coupon, CouponTab, Page, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';
import { covers, presentCoupon, presentTerms, validText } from './terms.js';

const { couponBatches, coupons, couponClaims } = tables;

const notEnded = gt(coupons.expiresAt, sql`now()`);
const TAB_FILTERS: Record<CouponTab, SQL | undefined> = {
  // Held by an unpaid order counts as usable: the order may close and give it back.
  available: and(inArray(coupons.status, ['available', 'locked']), notEnded),
  used: eq(coupons.status, 'used'),
  expired: and(inArray(coupons.status, ['available', 'locked']), lte(coupons.expiresAt, sql`now()`)),
};

/** 我的优惠券: one tab, the soonest to end first among usable ones, the latest first otherwise. */
export async function pageOwnCoupons(
  db: Database,
  userId: number,
  query: PageQuery & { tab: CouponTab },
): Promise<Page<Coupon>> {
  const where = and(eq(coupons.userId, userId), TAB_FILTERS[query.tab]);
  const [rows, [count]] = await Promise.all([
    db
      .select({ coupon: coupons, batch: couponBatches })
      .from(coupons)
      .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
      .where(where)
      .orderBy(query.tab === 'available' ? asc(coupons.expiresAt) : desc(coupons.claimedAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  return {
    list: rows.map(({ coupon, batch }) => presentCoupon(coupon, batch)),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * The button batches open for claiming, for one product (its detail page's 领券 strip, given its
 * category) or all of them (the 领券中心), with the learner's own count when signed in.
 */
export async function claimableCoupons(
  db: Database,
  userId: number | null,
  product: { type: number; id: number; categoryId: number | null } | null,
): Promise<ClaimableCoupon[]> {
  const batches = await db
    .select()
    .from(couponBatches)
    .where(
      and(
        eq(couponBatches.claimBy, 'button'),
        isNull(couponBatches.stoppedAt),
        or(isNull(couponBatches.validUntil), gt(couponBatches.validUntil, sql`now()`)),
      ),
    )
    .orderBy(desc(couponBatches.id))
    .limit(100);
  const shown = product ? batches.filter((batch) => covers(batch, product)) : batches;
  const counts = new Map<number, number>();
  if (userId !== null && shown.length > 0) {
    const rows = await db
      .select({ batchId: couponClaims.batchId, count: couponClaims.count })
      .from(couponClaims)
      .where(
        and(
          eq(couponClaims.userId, userId),
          inArray(
            couponClaims.batchId,
            shown.map((batch) => batch.id),
          ),
        ),
      );
    for (const row of rows) counts.set(row.batchId, row.count);
  }
  return shown.map((batch) => {
    const claimed = counts.get(batch.id) ?? 0;
    const remaining = batch.quantity - batch.claimed;
    return {
      ...presentTerms(batch),
      validText: validText(batch),
      remaining,
      perLearner: batch.perLearner,
      claimed,
      canClaim: remaining > 0 && claimed < batch.perLearner,
    };
  });
}
