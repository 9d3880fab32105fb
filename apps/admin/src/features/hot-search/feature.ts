import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const hotSearchFeature: ConsoleFeature = {
  screens: [
    {
      path: 'hot-search',
      permission: 'marketing.read',
      lazy: screen(() => import('./hot-search-page'), 'HotSearchPage'),
    },
  ],
  menu: [{ path: '/hot-search', label: '热门搜索', permission: 'marketing.read', group: 'content' }],
};
