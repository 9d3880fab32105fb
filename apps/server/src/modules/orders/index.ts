export { type FulfilOutcome, fulfilOrder } from './fulfil-order.js';
export { findOrderByNo, type OrderRow } from './order-records.js';
export { markPaymentStarted } from './payment-state.js';
export type { ProviderCheck } from './provider-check.js';
