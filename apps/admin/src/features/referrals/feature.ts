import { type ConsoleFeature, screen } from '@/lib/console-feature';

/** 分销: rates per product, the commissions, and finance's review of withdrawals. */
export const referralsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'referral-rates',
      permission: 'referrals.read',
      lazy: screen(() => import('./rates-page'), 'ReferralRatesPage'),
    },
    {
      path: 'referral-commissions',
      permission: 'referrals.read',
      lazy: screen(() => import('./commissions-page'), 'ReferralCommissionsPage'),
    },
    {
      path: 'referral-withdrawals',
      permission: 'referrals.read',
      lazy: screen(() => import('./withdrawals-page'), 'ReferralWithdrawalsPage'),
    },
  ],
  menu: [
    { path: '/referral-rates', label: '分销设置', permission: 'referrals.read', group: 'trade' },
    { path: '/referral-commissions', label: '佣金记录', permission: 'referrals.read', group: 'trade' },
    { path: '/referral-withdrawals', label: '提现审核', permission: 'referrals.read', group: 'trade' },
  ],
};
