import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const applicationsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'applications',
      permission: 'applications.read',
      lazy: screen(() => import('./applications-page'), 'ApplicationsPage'),
    },
  ],
  menu: [{ path: '/applications', label: '城市中心申请', permission: 'applications.read', group: 'users' }],
};
