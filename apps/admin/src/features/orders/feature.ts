import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const ordersFeature: ConsoleFeature = {
  screens: [
    { path: 'orders', permission: 'orders.read', lazy: screen(() => import('./orders-page'), 'OrdersPage') },
    {
      path: 'orders/:id',
      permission: 'orders.read',
      lazy: screen(() => import('./order-detail-page'), 'OrderDetailPage'),
    },
    {
      path: 'revenue',
      permission: 'revenue.read',
      lazy: screen(() => import('./revenue-page'), 'RevenuePage'),
    },
    {
      path: 'reconciliation',
      permission: 'orders.reconcile',
      lazy: screen(() => import('./reconciliation-page'), 'ReconciliationPage'),
    },
    {
      path: 'ledger',
      permission: 'ledger.read',
      lazy: screen(() => import('./ledger-page'), 'LedgerPage'),
    },
    {
      path: 'transfers',
      permission: 'orders.confirm-transfer',
      lazy: screen(() => import('./transfers-page'), 'TransfersPage'),
    },
  ],
  menu: [
    { path: '/orders', label: '订单管理', permission: 'orders.read', group: 'trade' },
    { path: '/transfers', label: '对公转账', permission: 'orders.confirm-transfer', group: 'trade' },
    { path: '/revenue', label: '收入统计', permission: 'revenue.read', group: 'trade' },
    { path: '/reconciliation', label: '对账', permission: 'orders.reconcile', group: 'trade' },
    { path: '/ledger', label: '账务核对', permission: 'ledger.read', group: 'trade' },
  ],
};
