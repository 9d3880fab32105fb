import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const operatorsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'operators',
      permission: 'operators.read',
      lazy: screen(() => import('./operators-page'), 'OperatorsPage'),
    },
  ],
  menu: [{ path: '/operators', label: '管理员', permission: 'operators.read', group: 'system' }],
};
