import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const lecturersFeature: ConsoleFeature = {
  screens: [
    {
      path: 'lecturers',
      permission: 'lecturers.read',
      lazy: screen(() => import('./lecturers-page'), 'LecturersPage'),
    },
  ],
  menu: [{ path: '/lecturers', label: '讲师管理', permission: 'lecturers.read', group: 'content' }],
};
