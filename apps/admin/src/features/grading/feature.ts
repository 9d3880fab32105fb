import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const gradingFeature: ConsoleFeature = {
  screens: [
    {
      path: 'grading',
      permission: 'exams.grade',
      lazy: screen(() => import('./grading-page'), 'GradingPage'),
    },
    {
      path: 'grading/:attemptId',
      permission: 'exams.grade',
      lazy: screen(() => import('./grade-attempt-page'), 'GradeAttemptPage'),
    },
  ],
  menu: [{ path: '/grading', label: '阅卷', permission: 'exams.grade', group: 'exams' }],
};
