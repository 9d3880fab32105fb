import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const ordersFeature: ConsoleFeature = {
  screens: [
    { path: 'orders', lazy: screen(() => import('./orders-page'), 'OrdersPage') },
    { path: 'orders/:id', lazy: screen(() => import('./order-detail-page'), 'OrderDetailPage') },
    { path: 'revenue', lazy: screen(() => import('./revenue-page'), 'RevenuePage') },
    { path: 'reconciliation', lazy: screen(() => import('./reconciliation-page'), 'ReconciliationPage') },
    { path: 'transfers', lazy: screen(() => import('./transfers-page'), 'TransfersPage') },
  ],
  menu: [
    { path: '/orders', label: '订单管理', permission: 'orders.read' },
    { path: '/transfers', label: '对公转账', permission: 'orders.confirm-transfer' },
    { path: '/revenue', label: '收入统计', permission: 'revenue.read' },
    { path: '/reconciliation', label: '对账', permission: 'orders.reconcile' },
  ],
};
