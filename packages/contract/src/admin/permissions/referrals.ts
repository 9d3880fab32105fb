import type { PermissionGrants } from '../operator-roles.js';

/** Referral commission (分销): finance sets the rates, reads the commissions and pays withdrawals. */
export const REFERRAL_GRANTS = {
  /** 分销设置, 佣金记录 and 提现审核's lists. */
  'referrals.read': ['finance', 'support'],
  /** A product's commission rate. */
  'referrals.rates': ['finance'],
  /** Paying a withdrawal by bank transfer, or rejecting it. */
  'referrals.pay': ['finance'],
} as const satisfies PermissionGrants;
