import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const youkeFeature: ConsoleFeature = {
  screens: [
    { path: 'youke', permission: 'courses.read', lazy: screen(() => import('./youke-page'), 'YoukePage') },
  ],
  menu: [{ path: '/youke', label: '游客专区', permission: 'courses.read', group: 'content' }],
};
