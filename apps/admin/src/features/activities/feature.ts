import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const activitiesFeature: ConsoleFeature = {
  screens: [
    {
      path: 'activities',
      permission: 'courses.read',
      lazy: screen(() => import('./activities-page'), 'ActivitiesPage'),
    },
  ],
  menu: [{ path: '/activities', label: '限时活动', permission: 'courses.read', group: 'content' }],
};
