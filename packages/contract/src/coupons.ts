import { z } from 'zod';
import { Cents, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * How a coupon takes money off: `full_reduction` (满减, ¥X off an order of at least ¥Y),
 * `discount` (n 折, the learner pays `rate` percent, with an optional cap on what it takes off),
 * `no_threshold` (无门槛, ¥X off any order).
 */
export const CouponKind = z.enum(['full_reduction', 'discount', 'no_threshold']);
export type CouponKind = z.infer<typeof CouponKind>;

/** What a coupon gives, as the learner reads it on every coupon card. */
export const CouponTerms = z.object({
  batchId: z.number().int(),
  name: z.string(),
  kind: CouponKind,
  /** 满减's threshold in cents (0 for the other kinds). */
  threshold: Cents,
  /** Cents off for 满减 and 无门槛 (0 for 折扣). */
  reduction: Cents,
  /** 折扣: the percent of the price paid (85 is 8.5 折); null for the other kinds. */
  rate: z.number().int().nullable(),
  /** 折扣: the most it takes off, in cents; null for no cap. */
  cap: Cents.nullable(),
  /** Which products it applies to, in words (全部商品, 指定分类, 指定商品). */
  scopeText: z.string(),
  /** The rule it states for a refunded order (退款后…). */
  refundText: z.string(),
});
export type CouponTerms = z.infer<typeof CouponTerms>;

/** `locked` while an unpaid order holds it; `expired` is decided at read time from its end. */
export const CouponStatus = z.enum(['available', 'locked', 'used', 'expired']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/** One coupon a learner holds. */
export const Coupon = CouponTerms.extend({
  id: z.number().int(),
  status: CouponStatus,
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type Coupon = z.infer<typeof Coupon>;

/** A batch learners claim by button (the 领券 strip and the 领券中心). */
export const ClaimableCoupon = CouponTerms.extend({
  /** How long a claimed coupon lasts, in words (领取后 7 天内有效, or the dates). */
  validText: z.string(),
  /** Coupons of the batch still to claim. */
  remaining: z.number().int().nonnegative(),
  perLearner: z.number().int().positive(),
  /** How many of it the learner holds already (0 for a visitor). */
  claimed: z.number().int().nonnegative(),
  /** Decided on the server: whether 领取 is offered now. */
  canClaim: z.boolean(),
});
export type ClaimableCoupon = z.infer<typeof ClaimableCoupon>;

/** A product's detail page asks for the coupons that apply to it; the 领券中心 asks for all. */
export const couponCentre = endpoint({
  path: '/api/front/coupon/centre',
  access: 'optional',
  request: z.object({
    productType: z.union([z.literal(1), z.literal(2), z.literal(8), z.literal(9)]).optional(),
    productId: Id.optional(),
  }),
  response: z.array(ClaimableCoupon),
});

/** Claims one coupon of a batch (领取), within its quantity and the per-learner limit. */
export const couponClaim = endpoint({
  path: '/api/front/coupon/claim',
  access: 'user',
  request: z.object({ batchId: Id }),
  response: Coupon,
});

/** A redemption code (兑换码): letters and digits as printed, case and spaces ignored. */
export const RedeemCode = z
  .string()
  .trim()
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,16}$/, '兑换码格式不正确'));

/** Redeems a code (兑换), which gives the learner the code's coupon. Guessing is rate-limited. */
export const couponRedeem = endpoint({
  path: '/api/front/coupon/redeem',
  access: 'user',
  request: z.object({ code: RedeemCode }),
  response: Coupon,
});

/** 我的优惠券's tabs: 可用 (available and held by an unpaid order), 已使用, 已过期. */
export const CouponTab = z.enum(['available', 'used', 'expired']);
export type CouponTab = z.infer<typeof CouponTab>;

export const couponMine = endpoint({
  path: '/api/front/coupon/mine',
  access: 'user',
  request: PageQuery.extend({ tab: CouponTab.default('available') }),
  response: pageOf(Coupon),
});

/** A coupon the order page offers, with what it takes off this order. */
export const CouponOption = z.object({ coupon: Coupon, discount: Cents });
export type CouponOption = z.infer<typeof CouponOption>;
