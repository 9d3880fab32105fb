import { useQuery } from '@tanstack/react-query';
import {
  adminLedgerReport,
  adminOrderSearch,
  adminReconcileFlags,
  adminReconcileRuns,
  adminReconcileStart,
  adminRevenue,
  adminTransferConfirm,
  adminTransferQueue,
  adminTransferReject,
  type ReconcileRun,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

/** Every order screen reads under this key: a refund or a confirmed transfer changes several. */
const ORDERS = ['orders'] as const;
const TRANSFERS = ['transfers'] as const;

export const useOrderSearch = (query: RequestOf<typeof adminOrderSearch>) =>
  useQuery(apiPageQuery(ORDERS, adminOrderSearch, query));

export const useTransferQueue = (query: RequestOf<typeof adminTransferQueue>) =>
  useQuery(apiPageQuery(TRANSFERS, adminTransferQueue, query));
/** A decided transfer leaves the queue and changes its order's status in the orders list. */
export const useConfirmTransfer = () => useApiMutation(adminTransferConfirm, [TRANSFERS, ORDERS]);
export const useRejectTransfer = () => useApiMutation(adminTransferReject, [TRANSFERS, ORDERS]);

const RECONCILE_RUNS = ['reconcile-runs'] as const;
const runUnderWay = (run: ReconcileRun) => run.status === 'queued' || run.status === 'running';

/** The reconciliation runs, asked again every 2 s while one of them is still under way. */
export const useReconcileRuns = (query: RequestOf<typeof adminReconcileRuns>) =>
  useQuery({
    ...apiPageQuery(RECONCILE_RUNS, adminReconcileRuns, query),
    refetchInterval: (current) =>
      (current.state.data as { list: ReconcileRun[] } | undefined)?.list.some(runUnderWay) ? 2000 : false,
  });

/** What a finished run flagged (its first hundred); a run still under way has none yet. */
export const useReconcileFlags = (run: ReconcileRun | undefined) =>
  useQuery({
    ...apiQuery(['reconcile-flags', run?.status], adminReconcileFlags, {
      runId: run?.id ?? 0,
      pageCurrent: 1,
      pageSize: 100,
    }),
    enabled: run?.status === 'done',
  });

export const useStartReconcile = () => useApiMutation(adminReconcileStart, [RECONCILE_RUNS]);

/** The ledger's report: accounts, their sums, and what disagrees with the orders and the bills. */
export const useLedgerReport = () => useQuery(apiQuery(['ledger'], adminLedgerReport, {}));

/** Revenue by day, channel and product type between two China days. */
export const useRevenue = (query: RequestOf<typeof adminRevenue>) =>
  useQuery(apiPageQuery(['revenue'], adminRevenue, query));
