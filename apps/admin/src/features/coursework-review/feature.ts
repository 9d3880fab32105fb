import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const courseworkReviewFeature: ConsoleFeature = {
  screens: [
    {
      path: 'coursework',
      permission: 'coursework.review',
      lazy: screen(() => import('./coursework-review-page'), 'CourseworkReviewPage'),
    },
  ],
  menu: [{ path: '/coursework', label: '作业批改', permission: 'coursework.review', group: 'camps' }],
};
