import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const vipPlansFeature: ConsoleFeature = {
  screens: [
    {
      path: 'vip-plans',
      permission: 'vip-plans.read',
      lazy: screen(() => import('./vip-plans-page'), 'VipPlansPage'),
    },
  ],
  menu: [{ path: '/vip-plans', label: '会员套餐', permission: 'vip-plans.read', group: 'trade' }],
};
