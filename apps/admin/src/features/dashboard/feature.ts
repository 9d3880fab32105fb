import type { Permission } from '@zhixue/contract';
import { type ConsoleFeature, screen } from '@/lib/console-feature';

const DASHBOARD_PERMISSION: Permission = 'dashboard.read';

/**
 * The landing screen of every role that may open it (the shell sends `/admin/` here): the queues
 * waiting for the operator and, for finance, the business at a glance.
 */
export const dashboardFeature: ConsoleFeature = {
  screens: [
    {
      path: 'dashboard',
      permission: DASHBOARD_PERMISSION,
      lazy: screen(() => import('./dashboard-page'), 'DashboardPage'),
    },
  ],
};

/** Where `/admin/` opens for a role: the dashboard when it may see it, else nothing decided here. */
export function landingFor(permissions: readonly Permission[]): string | undefined {
  return permissions.includes(DASHBOARD_PERMISSION) ? '/dashboard' : undefined;
}
