import type { Coupon } from '@zhixue/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { assertWithinLimits, enforceLimits, type LimitRule } from '../../platform/rate-limit.js';
import * as tables from './tables.js';
import { type BatchRow, presentCoupon, validityFromNow } from './terms.js';

const { couponBatches, coupons, couponClaims } = tables;

/** Wrong codes a learner may try before redeeming is refused for an hour: codes are not guessed. */
const WRONG_CODES_PER_HOUR = 10;
const wrongCodeRule = (userId: number): LimitRule => ({
  key: `coupon-code:user:${userId}`,
  limit: WRONG_CODES_PER_HOUR,
  windowSeconds: 3600,
  reason: 'COUPON_REDEEM_TOO_OFTEN',
});

/**
 * Counts one more coupon of the batch for the learner, refused past the batch's limit. One upsert
 * decides it: a second concurrent claim waits on the first's row and then sees its count.
 */
async function countClaim(tx: Database, batch: BatchRow, userId: number): Promise<void> {
  const [counted] = await tx
    .insert(couponClaims)
    .values({ batchId: batch.id, userId, count: 1 })
    .onConflictDoUpdate({
      target: [couponClaims.batchId, couponClaims.userId],
      set: { count: sql`${couponClaims.count} + 1` },
      setWhere: lt(couponClaims.count, batch.perLearner),
    })
    .returning({ count: couponClaims.count });
  if (!counted) throw new AppError('COUPON_LIMIT_REACHED', { limit: batch.perLearner });
}

/** Takes one coupon of the batch's quantity, by a conditional update: never past the quantity. */
async function takeFromBatch(tx: Database, batchId: number): Promise<BatchRow> {
  const [taken] = await tx
    .update(couponBatches)
    .set({ claimed: sql`${couponBatches.claimed} + 1` })
    .where(
      and(
        eq(couponBatches.id, batchId),
        lt(couponBatches.claimed, couponBatches.quantity),
        isNull(couponBatches.stoppedAt),
        sql`(${couponBatches.validUntil} is null or ${couponBatches.validUntil} > now())`,
      ),
    )
    .returning();
  if (taken) return taken;
  const [batch] = await tx.select().from(couponBatches).where(eq(couponBatches.id, batchId));
  if (!batch) throw new AppError('COUPON_BATCH_NOT_FOUND');
  if (batch.stoppedAt || (batch.validUntil && batch.validUntil.getTime() <= Date.now()))
    throw new AppError('COUPON_BATCH_ENDED');
  throw new AppError('COUPON_SOLD_OUT');
}

async function findBatch(tx: Database, batchId: number): Promise<BatchRow> {
  const [batch] = await tx.select().from(couponBatches).where(eq(couponBatches.id, batchId));
  if (!batch) throw new AppError('COUPON_BATCH_NOT_FOUND');
  return batch;
}

/** 领取: one coupon of a button batch for the learner, within the quantity and their limit. */
export function claimCoupon(db: Database, userId: number, batchId: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, batchId);
    if (batch.claimBy !== 'button') throw new AppError('COUPON_NOT_CLAIMABLE');
    // The learner's count first, the batch's second, in every claim: no two claims lock crosswise.
    await countClaim(tx, batch, userId);
    const taken = await takeFromBatch(tx, batch.id);
    const [coupon] = await tx
      .insert(coupons)
      .values({
        batchId: batch.id,
        userId,
        status: 'available',
        claimedAt: new Date(),
        ...validityFromNow(taken),
      })
      .returning();
    if (!coupon) throw new Error('coupon not inserted');
    return presentCoupon(coupon, taken);
  });
}

/**
 * 兑换: the code's coupon becomes the learner's. A wrong code counts against the learner's hourly
 * allowance; once it is spent every attempt is refused until the hour is over.
 */
export async function redeemCode(db: Database, cache: Cache, userId: number, code: string): Promise<Coupon> {
  const rule = wrongCodeRule(userId);
  await assertWithinLimits(cache, [rule]);
  const redeemed = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ batchId: coupons.batchId })
      .from(coupons)
      .where(and(eq(coupons.code, code), eq(coupons.status, 'unclaimed')));
    if (!held) return null;
    const batch = await findBatch(tx, held.batchId);
    await countClaim(tx, batch, userId);
    const taken = await takeFromBatch(tx, batch.id);
    // The code is the learner's only if it is still unclaimed now: two learners typing it at once
    // cannot both have it.
    const [coupon] = await tx
      .update(coupons)
      .set({ userId, status: 'available', claimedAt: new Date(), ...validityFromNow(taken) })
      .where(and(eq(coupons.code, code), eq(coupons.status, 'unclaimed'), isNull(coupons.userId)))
      .returning();
    if (!coupon) throw new AppError('COUPON_CODE_UNKNOWN');
    return presentCoupon(coupon, taken);
  });
  if (redeemed) return redeemed;
  await enforceLimits(cache, [rule]);
  throw new AppError('COUPON_CODE_UNKNOWN');
}
