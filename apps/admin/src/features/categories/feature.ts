import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const categoriesFeature: ConsoleFeature = {
  screens: [
    {
      path: 'categories',
      permission: 'categories.read',
      lazy: screen(() => import('./categories-page'), 'CategoriesPage'),
    },
  ],
  menu: [{ path: '/categories', label: '课程分类', permission: 'categories.read', group: 'content' }],
};
