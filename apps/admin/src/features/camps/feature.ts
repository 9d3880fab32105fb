import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const campsFeature: ConsoleFeature = {
  screens: [
    { path: 'camps', permission: 'camps.read', lazy: screen(() => import('./camps-page'), 'CampsPage') },
    {
      path: 'camps/certificates',
      permission: 'camps.read',
      lazy: screen(() => import('./certificate-templates-page'), 'CertificateTemplatesPage'),
    },
    {
      path: 'camps/:id',
      permission: 'camps.read',
      lazy: screen(() => import('./camp-terms-page'), 'CampTermsPage'),
    },
    {
      path: 'camps/:id/plan',
      permission: 'camps.read',
      lazy: screen(() => import('./camp-plan-page'), 'CampPlanPage'),
    },
    {
      path: 'camps/:id/checkin',
      permission: 'camps.checkin',
      lazy: screen(() => import('./checkin-qr-page'), 'CheckinQrPage'),
    },
    {
      path: 'camps/terms/:termId',
      permission: 'camps.read',
      lazy: screen(() => import('./term-board-page'), 'TermBoardPage'),
    },
  ],
  menu: [
    { path: '/camps', label: '训练营管理', permission: 'camps.read', group: 'camps' },
    { path: '/camps/certificates', label: '证书模板', permission: 'camps.read', group: 'camps' },
  ],
};
