import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const examsFeature: ConsoleFeature = {
  screens: [
    { path: 'exams', permission: 'exams.read', lazy: screen(() => import('./exams-page'), 'ExamsPage') },
  ],
  menu: [{ path: '/exams', label: '考试管理', permission: 'exams.read', group: 'exams' }],
};
