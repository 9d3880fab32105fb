import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const groupBuyingFeature: ConsoleFeature = {
  screens: [
    {
      path: 'group-offers',
      permission: 'groups.read',
      lazy: screen(() => import('./group-offers-page'), 'GroupOffersPage'),
    },
  ],
  menu: [{ path: '/group-offers', label: '拼团', permission: 'groups.read', group: 'trade' }],
};
