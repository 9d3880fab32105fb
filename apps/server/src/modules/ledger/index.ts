export {
  BANK,
  COMMISSION_AVAILABLE,
  COMMISSION_EXPENSE,
  COMMISSION_FROZEN,
  COMMISSION_WITHDRAWING,
} from './accounts.js';
export { type AccountBalance, accountBalances, ledgerByOrder } from './balances.js';
export { type OrderMoney, orderPaidEntries, postOrderRefund, postRefundFailed } from './order-money.js';
export { type Entry, postEntries } from './post-entry.js';
