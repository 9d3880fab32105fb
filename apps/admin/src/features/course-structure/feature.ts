import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const courseStructureFeature: ConsoleFeature = {
  screens: [
    {
      path: 'courses/:id',
      permission: 'courses.read',
      lazy: screen(() => import('./course-structure-page'), 'CourseStructurePage'),
    },
  ],
};
