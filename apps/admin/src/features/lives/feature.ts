import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const livesFeature: ConsoleFeature = {
  screens: [
    { path: 'lives', permission: 'lives.read', lazy: screen(() => import('./lives-page'), 'LivesPage') },
  ],
  menu: [{ path: '/lives', label: '直播管理', permission: 'lives.read', group: 'camps' }],
};
