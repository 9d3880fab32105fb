import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboard } from '@zhixue/contract';
import { callApi } from '@/lib/api';

export const dashboardKey = ['dashboard'] as const;

/** The dashboard as the operator's role sees it (figures for finance, the queues it may work). */
export const fetchDashboard = () => callApi(adminDashboard, {});

/**
 * Asked again every minute while the screen is open: the queues fill as learners act, and the
 * figures move with every payment.
 */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKey,
  queryFn: fetchDashboard,
  refetchInterval: 60_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
