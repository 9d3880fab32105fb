import type { CouponOption } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { type AppliedCoupon, chooseCoupon, productCategory, usableCoupons } from '../coupons/index.js';
import type { Settled } from './offer.js';
import type { OrderTargetInput } from './price-order.js';
import * as tables from './tables.js';

const { orders } = tables;

/** The learner's open order for the product, which a new save answers again or replaces. */
export const samePendingProduct = (userId: number, target: OrderTargetInput) =>
  and(
    eq(orders.userId, userId),
    eq(orders.productType, target.type),
    eq(orders.productId, target.id),
    sql`coalesce(${orders.termId}, 0) = ${target.trainId ?? 0}`,
    eq(orders.status, 'pending'),
  );

/** A settled price with the coupons on offer and the one applied; `amount` is what is paid. */
export interface Priced extends Settled {
  coupons: CouponOption[];
  coupon: AppliedCoupon | null;
}

/**
 * Applies the learner's coupon to the settled price: their choice, or the best usable one. The
 * coupon held by their open order for the same product is on offer too, since a save replaces it.
 */
export async function applyCoupon(
  db: Database,
  userId: number,
  settled: Settled,
  target: OrderTargetInput & { couponId?: number | undefined },
): Promise<Priced> {
  if (settled.priceKind === 'memberFree' || settled.amount === 0)
    return { ...settled, coupons: [], coupon: null };
  // A flash price takes no coupon: the sale is the discount (decision 0057).
  if (settled.flash) {
    if (target.couponId) throw new AppError('FLASH_SALE_NO_COUPON');
    return { ...settled, coupons: [], coupon: null };
  }
  // A group price takes no coupon: the group is the discount (decision 0058).
  if (settled.group) return { ...settled, coupons: [], coupon: null };
  const { offer } = settled;
  const options = offer.holdsNoCoupon
    ? []
    : await usableCoupons(
        db,
        userId,
        { type: offer.type, id: offer.id, amount: settled.amount },
        {
          pendingOrderId: async () => {
            const [pending] = await db
              .select({ id: orders.id })
              .from(orders)
              .where(samePendingProduct(userId, target));
            return pending?.id ?? null;
          },
          categoryId: () => productCategory(db, offer.type, offer.id),
        },
      );
  const coupon = chooseCoupon(options, target.couponId);
  return { ...settled, coupons: options, coupon, amount: settled.amount - (coupon?.discount ?? 0) };
}
