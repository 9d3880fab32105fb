export { type GroupRefund, memberRefundNo, sweepExpiredGroups } from './group-expiry.js';
export {
  type GroupChoice,
  type GroupPrice,
  groupOrderGranted,
  groupOrderPaid,
  groupPrice,
  holdGroupSeat,
  releaseGroupSeat,
} from './group-orders.js';
