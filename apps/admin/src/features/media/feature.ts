import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const mediaFeature: ConsoleFeature = {
  screens: [
    { path: 'media', permission: 'media.read', lazy: screen(() => import('./media-page'), 'MediaPage') },
  ],
  menu: [{ path: '/media', label: '媒体库', permission: 'media.read', group: 'content' }],
};
