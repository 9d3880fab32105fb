export { confirmAssistedPayment } from './confirm-assisted-payment.js';
export type { FulfilmentDeps, PaymentDeps } from './payment-deps.js';
export { listPaymentEvents } from './payment-events.js';
export { createProviderCheck } from './provider-check.js';
export { createRefundProvider } from './refund-provider.js';
