import { useQuery } from '@tanstack/react-query';
import {
  adminOrderSearch,
  adminTransferConfirm,
  adminTransferQueue,
  adminTransferReject,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

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
