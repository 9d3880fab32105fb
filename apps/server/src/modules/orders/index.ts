export {
  awaitingTransfer,
  loadAdminOrderRow,
  paidOrderCount,
  searchOrders,
  transferQueue,
} from './admin-orders.js';
export { type AlongsidePayment, type FulfilOutcome, fulfilOrder } from './fulfil-order.js';
export { refundGroupMember } from './group-order.js';
export {
  findOrderByNo,
  findPayableOrder,
  holdsOpenTermOrder,
  type OrderRow,
  type PayableOrder,
} from './order-records.js';
export { closeUnconfirmedTransfer, markPaymentStarted } from './payment-state.js';
export type { ProviderCheck } from './provider-check.js';
/** The port a refund reaches its provider through, which the payments area implements. */
export type { RefundProvider } from './refund-provider.js';
export { settleReportedRefund } from './reported-refund.js';
