import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const bundlesFeature: ConsoleFeature = {
  screens: [
    {
      path: 'bundles/:id',
      permission: 'courses.read',
      lazy: screen(() => import('./bundle-members-page'), 'BundleMembersPage'),
    },
  ],
};
