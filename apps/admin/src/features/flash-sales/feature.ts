import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const flashSalesFeature: ConsoleFeature = {
  screens: [
    {
      path: 'flash-sales',
      permission: 'flashSales.read',
      lazy: screen(() => import('./flash-sales-page'), 'FlashSalesPage'),
    },
  ],
  menu: [{ path: '/flash-sales', label: '秒杀', permission: 'flashSales.read', group: 'trade' }],
};
