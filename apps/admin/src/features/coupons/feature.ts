import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const couponsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'coupons',
      permission: 'coupons.read',
      lazy: screen(() => import('./coupons-page'), 'CouponsPage'),
    },
  ],
  menu: [{ path: '/coupons', label: '优惠券', permission: 'coupons.read', group: 'trade' }],
};
