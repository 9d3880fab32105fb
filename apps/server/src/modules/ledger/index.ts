export { type AccountBalance, accountBalances, ledgerByOrder } from './balances.js';
export { type OrderMoney, postOrderPaid, postOrderRefund, postRefundFailed } from './order-money.js';
export { type Entry, postEntries } from './post-entry.js';
