import { z } from 'zod';
import { Cents, Flag, Id, ProductTypes } from './common.js';
import { CouponOption } from './coupons.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { FlashSaleView } from './flash-sales.js';

/**
 * What an order buys: the spec's product types 1 single course, 2 bundle, 8 training camp (one term),
 * and 9 a membership plan (the member page links to /order/{planId}?type=9).
 */
export const OrderType = z.union([
  z.literal(ProductTypes.COURSE),
  z.literal(ProductTypes.BUNDLE),
  z.literal(ProductTypes.CAMP),
  z.literal(ProductTypes.VIP_PLAN),
]);
export type OrderType = z.infer<typeof OrderType>;

/** Order page query values arrive as strings (`?type=8`); numbers are accepted too. */
const OrderTypeParam = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number),
  ])
  .pipe(OrderType);

/**
 * The coupon the learner chose on the order page: a coupon id, or 0 for none. Left out, the server
 * applies the learner's best usable coupon (what order/settle showed as chosen).
 */
const CouponChoice = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/, '优惠券参数不正确')
      .transform(Number),
  ])
  .pipe(z.number().int('优惠券参数不正确').min(0, '优惠券参数不正确').max(2_147_483_647));

/**
 * The order page's parameters, as named in the spec: `id` of the product, `type`, optional
 * `activityId`, `trainId` (the camp term) only for type 8, and the chosen `couponId`. Any other
 * field, a price above all, is ignored: prices are computed on the server.
 */
export const OrderTarget = z
  .object({
    id: Id,
    type: OrderTypeParam,
    activityId: Id.optional(),
    trainId: Id.optional(),
    couponId: CouponChoice.optional(),
    /** 立即抢购: the flash sale (秒杀) whose unit the order takes, at its sale price (no coupon with it). */
    flashSaleId: Id.optional(),
    /** 发起拼团: the group offer the learner starts a group of, at its group price. */
    groupOfferId: Id.optional(),
    /** 参与拼团: the open group the learner joins, at its group price. */
    groupId: Id.optional(),
  })
  .refine((target) => target.type === ProductTypes.CAMP || target.trainId === undefined, {
    message: '只有训练营订单可以选择期次',
    path: ['trainId'],
  })
  .refine((target) => target.groupOfferId === undefined || target.groupId === undefined, {
    message: '发起拼团和参与拼团只能选一个',
    path: ['groupId'],
  });
export type OrderTarget = z.input<typeof OrderTarget>;

/**
 * Which price applies: the list `price`, the member `vip` price, a running `activity` price, or
 * `memberFree` (a member studies the course free: nothing to buy).
 */
export const PriceKind = z.enum(['price', 'vip', 'activity', 'group', 'flash', 'memberFree']);
export type PriceKind = z.infer<typeof PriceKind>;

export const OrderActivity = z.object({
  activityId: z.number().int(),
  activityPrice: Cents,
  /** 'YYYY-MM-DD HH:mm:ss', China time; the price applies until then. */
  endTime: z.string(),
});

/** The price breakdown of the order page, decided on the server for this learner and this moment. */
export const OrderSettlement = z.object({
  type: OrderType,
  id: z.number().int(),
  trainId: z.number().int().nullable(),
  name: z.string(),
  picCover: z.string(),
  /** Camp term name (第12期) for type 8. */
  termName: z.string().nullable(),
  /** Days of membership for type 9. */
  vipDays: z.number().int().nullable(),
  linePrice: Cents,
  price: Cents,
  /** The member price when the product has one (null otherwise), shown to non-members as a hint. */
  vipPrice: Cents.nullable(),
  /** The running activity of the product, if any. */
  activity: OrderActivity.nullable(),
  /** 1 when the learner is a member now. */
  isVip: Flag,
  priceKind: PriceKind,
  /** What the learner pays, in cents: the lowest price that applies to them, less the coupon. */
  amount: Cents,
  /** False only for `memberFree`: the learner may study at once, and order/save refuses. */
  payable: z.boolean(),
  /** The learner's coupons usable on this order, the most money off first. */
  coupons: z.array(CouponOption),
  /** The coupon applied (the best one unless the learner chose), null for none. */
  couponId: z.number().int().nullable(),
  /** What the coupon takes off, in cents (included in `amount`). */
  couponDiscount: Cents,
  /** The flash sale the order takes a unit of (`priceKind` `flash`), when the learner chose one. */
  flashSale: FlashSaleView.optional(),
});
export type OrderSettlement = z.infer<typeof OrderSettlement>;

export const OrderStatus = z.enum(['pending', 'paid', 'cancelled', 'closed', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PayChannel = z.enum(['wx', 'ali', 'peiban']);
export type PayChannel = z.infer<typeof PayChannel>;

/** An order as the order page, the payment return page and the orders list show it. */
export const OrderDetail = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: OrderType,
  /** Course, bundle, camp or plan id (the order page's `id`). */
  productId: z.number().int(),
  trainId: z.number().int().nullable(),
  termName: z.string().nullable(),
  vipDays: z.number().int().nullable(),
  name: z.string(),
  picCover: z.string(),
  linePrice: Cents,
  price: Cents,
  amount: Cents,
  /** What the order's coupon took off (already out of `amount`), 0 without one. */
  couponDiscount: Cents,
  priceKind: PriceKind.exclude(['memberFree']),
  activityId: z.number().int().nullable(),
  status: OrderStatus,
  /** The channel chosen last, null before any. */
  payChannel: PayChannel.nullable(),
  /** 1 while an assisted payment waits for an operator's confirmation. */
  awaitingConfirmation: Flag,
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  createdAt: z.string(),
  /** When an unpaid order closes. */
  expireTime: z.string(),
  /** Seconds until it closes (0 unless pending): a countdown that does not trust the browser's clock. */
  remainingSeconds: z.number().int().nonnegative(),
  paidAt: z.string().nullable(),
  /** Decided on the server: whether pay/* and order/cancel are allowed now. */
  canPay: z.boolean(),
  canCancel: z.boolean(),
  /** After a paid camp order: the enrolment (/trainingCamp/online/plan/{trainingUserId}). */
  trainingUserId: z.number().int().nullable(),
  /** After a paid membership order: the learner's membership end (ISO instant). */
  vipExpiresAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/**
 * The price of a product for the learner. Refused with A0409 and a message to show when there is
 * nothing to buy (already bought, already enrolled), A0400 when it is not sold (free, VIP-only for a
 * non-member, enquiry-only or trial camp, enrolment closed, term full), A0404 for an unknown product.
 */
export const orderSettle = endpoint({
  path: '/api/front/order/settle',
  access: 'user',
  request: OrderTarget,
  response: OrderSettlement,
});

/**
 * Creates the order at the settled price (same refusals as order/settle, and A0409 for a
 * `memberFree` product). A pending order of the learner for the same product is answered again when
 * its amount still holds, otherwise closed and replaced.
 */
export const orderSave = endpoint({
  path: '/api/front/order/save',
  access: 'user',
  request: OrderTarget,
  response: OrderDetail,
});

/**
 * One of the learner's orders; another learner's order is A0404. A pending order past its time is
 * closed on the spot; a pending order already sent to a provider is checked with the provider, so a
 * late notification does not keep a paid order waiting.
 */
export const orderDetail = endpoint({
  path: '/api/front/order/detail',
  access: 'user',
  request: z.object({ id: Id }),
  response: OrderDetail,
});

/** The same by order number: the page a provider returns the learner to (`out_trade_no`). */
export const orderDetail1 = endpoint({
  path: '/api/front/order/detail1',
  access: 'user',
  request: z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{6,32}$/, '订单号格式不正确') }),
  response: OrderDetail,
});

/** The learner's orders, newest first, optionally of one status. */
export const orderList = endpoint({
  path: '/api/front/order/list',
  access: 'user',
  request: PageQuery.extend({ status: OrderStatus.optional() }),
  response: pageOf(OrderDetail),
});

/** Cancels a pending order (A0409 for any other status). */
export const orderCancel = endpoint({
  path: '/api/front/order/cancel',
  access: 'user',
  request: z.object({ id: Id }),
  response: OrderDetail,
});

/** An unpaid order closes this long after it was saved. */
export const ORDER_PAY_MINUTES = 30;
