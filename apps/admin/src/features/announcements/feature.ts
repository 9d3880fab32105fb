import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const announcementsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'announcements',
      permission: 'messages.broadcast',
      lazy: screen(() => import('./announcements-page'), 'AnnouncementsPage'),
    },
  ],
  menu: [{ path: '/announcements', label: '公告管理', permission: 'messages.broadcast', group: 'users' }],
};
