import { z } from 'zod';
import { Cents, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/** Products a learner shares for commission (分销): courses (1) and bundles (2). */
export const ReferralProductType = z.union([z.literal(1), z.literal(2)]);
export type ReferralProductType = z.infer<typeof ReferralProductType>;

/** Days a followed link attributes the visitor's purchase of the product to the sharer. */
export const REFERRAL_ATTRIBUTION_DAYS = 7;
/** Days after payment a commission stays frozen: the refund window. */
export const COMMISSION_FREEZE_DAYS = 7;
/** The smallest withdrawal, in cents (¥1). */
export const MIN_WITHDRAWAL = 100;

/** A share code as a link carries it: 12 letters and digits of an alphabet without look-alikes. */
export const ReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{12}$/i, '推广链接无效')
  .transform((code) => code.toUpperCase());

/** The learner's share link of a product, with its poster's text. */
export const ReferralLink = z.object({
  code: z.string(),
  productType: ReferralProductType,
  productId: z.number().int(),
  productName: z.string(),
  productPic: z.string(),
  /** Percent of what a buyer pays that the sharer earns. */
  rate: z.number().int(),
  /** The site path the link opens (the product's page with `?ref=`). */
  path: z.string(),
  clicks: z.number().int(),
  orders: z.number().int(),
});
export type ReferralLink = z.infer<typeof ReferralLink>;

/** Makes (or finds) the learner's share link of a product whose commission is on. */
export const referralLink = endpoint({
  path: '/api/front/referral/link',
  access: 'user',
  request: z.object({ productType: ReferralProductType, productId: Id }),
  response: ReferralLink,
});

/**
 * Following a link: counts the click (once per visitor and day, never the sharer's own) and, for a
 * signed-in learner, attributes their purchase of the product for 7 days (the last link followed wins).
 */
export const referralVisit = endpoint({
  path: '/api/front/referral/visit',
  access: 'optional',
  request: z.object({ code: ReferralCode, visitorId: z.uuid().optional() }),
  response: z.object({
    productType: ReferralProductType,
    productId: z.number().int(),
    counted: z.boolean(),
    /** Until when a purchase credits the sharer ('YYYY-MM-DD HH:mm:ss'), null when not attributed. */
    attributedUntil: z.string().nullable(),
  }),
});

export const WithdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const Withdrawal = z.object({
  id: z.number().int(),
  amount: Cents,
  status: WithdrawalStatus,
  transferRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** 我的推广's figures, in cents. */
export const ReferralSummary = z.object({
  clicks: z.number().int(),
  orders: z.number().int(),
  frozen: Cents,
  /** May be below 0 after a refund of an order whose commission was released. */
  available: z.number().int(),
  withdrawing: Cents,
  withdrawn: Cents,
  pendingWithdrawal: Withdrawal.nullable(),
  withdrawals: z.array(Withdrawal),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const referralSummary = endpoint({
  path: '/api/front/referral/summary',
  access: 'user',
  request: z.object({}).optional().default({}),
  response: ReferralSummary,
});

export const CommissionStatus = z.enum(['frozen', 'available', 'taken_back']);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

export const Commission = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  paidAmount: Cents,
  rate: z.number().int(),
  amount: Cents,
  clawedBack: Cents,
  status: CommissionStatus,
  releasesAt: z.string(),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof Commission>;

export const referralCommissions = endpoint({
  path: '/api/front/referral/commissions',
  access: 'user',
  request: PageQuery,
  response: pageOf(Commission),
});

export const referralLinks = endpoint({
  path: '/api/front/referral/links',
  access: 'user',
  request: PageQuery,
  response: pageOf(ReferralLink),
});

/** A withdrawal amount in cents: a whole number of fen, at least ¥1. */
export const WithdrawalAmount = z
  .number({ error: '请输入提现金额' })
  .int('提现金额须精确到分')
  .min(MIN_WITHDRAWAL, '提现金额至少 1 元')
  .max(100_000_000, '提现金额过高');

/** 申请提现: within what is available, one pending request at a time. */
export const referralWithdraw = endpoint({
  path: '/api/front/referral/withdraw',
  access: 'user',
  request: z.object({ amount: WithdrawalAmount }),
  response: Withdrawal,
});
