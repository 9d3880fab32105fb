import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const jobsFeature: ConsoleFeature = {
  screens: [{ path: 'jobs', permission: 'jobs.read', lazy: screen(() => import('./jobs-page'), 'JobsPage') }],
  menu: [{ path: '/jobs', label: '后台任务', permission: 'jobs.read', group: 'system' }],
};
