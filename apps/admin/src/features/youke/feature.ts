import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const youkeFeature: ConsoleFeature = {
  screens: [{ path: 'youke', lazy: screen(() => import('./youke-page'), 'YoukePage') }],
  menu: [{ path: '/youke', label: '游客专区', permission: 'courses.read' }],
};
