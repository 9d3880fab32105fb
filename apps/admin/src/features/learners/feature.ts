import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const learnersFeature: ConsoleFeature = {
  screens: [
    {
      path: 'learners',
      permission: 'learners.read',
      lazy: screen(() => import('./learners-page'), 'LearnersPage'),
    },
    {
      path: 'learners/:id',
      permission: 'learners.read',
      lazy: screen(() => import('./learner-page'), 'LearnerPage'),
    },
  ],
  menu: [{ path: '/learners', label: '学员管理', permission: 'learners.read', group: 'users' }],
};
