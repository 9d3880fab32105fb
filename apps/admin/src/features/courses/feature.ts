import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const coursesFeature: ConsoleFeature = {
  screens: [
    {
      path: 'courses',
      permission: 'courses.read',
      lazy: screen(() => import('./courses-page'), 'CoursesPage'),
    },
  ],
  menu: [{ path: '/courses', label: '课程管理', permission: 'courses.read', group: 'content' }],
};
