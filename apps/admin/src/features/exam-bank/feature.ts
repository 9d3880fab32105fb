import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const examBankFeature: ConsoleFeature = {
  screens: [
    { path: 'exam-bank', permission: 'exams.read', lazy: screen(() => import('./bank-page'), 'BankPage') },
    {
      path: 'exam-bank/import',
      permission: 'exams.write',
      lazy: screen(() => import('./import-page'), 'ImportPage'),
    },
    {
      path: 'exam-bank/materials',
      permission: 'exams.read',
      lazy: screen(() => import('./materials-page'), 'MaterialsPage'),
    },
  ],
  menu: [{ path: '/exam-bank', label: '题库管理', permission: 'exams.read', group: 'exams' }],
};
