import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const auditFeature: ConsoleFeature = {
  screens: [
    { path: 'audit', permission: 'audit.read', lazy: screen(() => import('./audit-page'), 'AuditPage') },
  ],
  menu: [{ path: '/audit', label: '操作日志', permission: 'audit.read', group: 'system' }],
};
