import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { CommissionStatus, ReferralProductType, Withdrawal, WithdrawalStatus } from '../referrals.js';
import { operatorEndpoint } from './define.js';

/** The highest commission rate, in percent. */
export const MAX_COMMISSION_RATE = 50;

/** A product's commission rate as 分销设置 lists it. */
export const AdminReferralRate = z.object({
  productType: ReferralProductType,
  productId: z.number().int(),
  productName: z.string(),
  price: Cents,
  rate: z.number().int(),
  updatedAt: z.string(),
});
export type AdminReferralRate = z.infer<typeof AdminReferralRate>;

export const adminReferralRates = operatorEndpoint({
  path: '/api/admin/referral/rates',
  permission: 'referrals.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(30).optional() }),
  response: pageOf(AdminReferralRate),
});

/** Sets a product's rate; 0 turns its commission off. */
export const adminReferralRateSet = operatorEndpoint({
  path: '/api/admin/referral/rate-set',
  permission: 'referrals.rates',
  writes: true,
  request: z.object({
    productType: ReferralProductType,
    productId: Id,
    rate: z
      .number({ error: '请输入佣金比例' })
      .int('佣金比例须为整数百分比')
      .min(0, '佣金比例不能为负数')
      .max(MAX_COMMISSION_RATE, `佣金比例最高 ${MAX_COMMISSION_RATE}%`),
  }),
  response: AdminReferralRate,
});

/** One commission as 佣金记录 lists it. */
export const AdminCommission = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  sharerId: z.number().int(),
  sharerName: z.string(),
  buyerId: z.number().int(),
  paidAmount: Cents,
  rate: z.number().int(),
  amount: Cents,
  clawedBack: Cents,
  status: CommissionStatus,
  releasesAt: z.string(),
  createdAt: z.string(),
});
export type AdminCommission = z.infer<typeof AdminCommission>;

export const adminReferralCommissions = operatorEndpoint({
  path: '/api/admin/referral/commissions',
  permission: 'referrals.read',
  writes: false,
  request: PageQuery.extend({
    status: CommissionStatus.optional(),
    keyword: z.string().trim().max(30).optional(),
  }),
  response: pageOf(AdminCommission),
});

/** A withdrawal as 提现审核 lists it, with the sharer's balance. */
export const AdminWithdrawal = Withdrawal.extend({
  userId: z.number().int(),
  userName: z.string(),
  mobile: z.string(),
  available: z.number().int(),
  operatorName: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

export const adminReferralWithdrawals = operatorEndpoint({
  path: '/api/admin/referral/withdrawals',
  permission: 'referrals.read',
  writes: false,
  request: PageQuery.extend({ status: WithdrawalStatus.optional() }),
  response: pageOf(AdminWithdrawal),
});

/** Finance paid a pending withdrawal by bank transfer: recorded with the transfer's reference. */
export const adminReferralWithdrawalPay = operatorEndpoint({
  path: '/api/admin/referral/withdrawal-pay',
  permission: 'referrals.pay',
  writes: true,
  request: z.object({
    id: Id,
    transferRef: z.string().trim().min(1, '请输入转账流水号').max(64, '转账流水号最多 64 个字符'),
  }),
  response: AdminWithdrawal,
});

/** Finance rejects a pending withdrawal: the amount goes back to the sharer's available balance. */
export const adminReferralWithdrawalReject = operatorEndpoint({
  path: '/api/admin/referral/withdrawal-reject',
  permission: 'referrals.pay',
  writes: true,
  request: z.object({
    id: Id,
    reason: z.string().trim().min(1, '请输入驳回原因').max(200, '驳回原因最多 200 个字'),
  }),
  response: AdminWithdrawal,
});
