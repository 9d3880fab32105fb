import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const bannersFeature: ConsoleFeature = {
  screens: [
    {
      path: 'banners',
      permission: 'marketing.read',
      lazy: screen(() => import('./banners-page'), 'BannersPage'),
    },
  ],
  menu: [{ path: '/banners', label: '轮播图', permission: 'marketing.read', group: 'content' }],
};
