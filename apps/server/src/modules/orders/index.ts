export { listRefunds, loadAdminOrderRow, searchOrders, transferQueue } from './admin-orders.js';
export { type FulfilOutcome, fulfilOrder } from './fulfil-order.js';
export { findOrderByNo, type OrderRow } from './order-records.js';
export { closeUnconfirmedTransfer, markPaymentStarted } from './payment-state.js';
export type { ProviderCheck } from './provider-check.js';
export {
  findRefundByNo,
  type RecordedRefund,
  type RefundInput,
  type RefundRow,
  recordRefund,
  settleRefund,
} from './record-refund.js';
