import type { AdminOrderRow, FixedReason } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { notify } from '../messages/index.js';
import { closeUnconfirmedTransfer, findOrderByNo, loadAdminOrderRow } from '../orders/index.js';
import { record } from './accept-payment.js';
import { confirmAssistedPayment } from './confirm-assisted-payment.js';
import type { PaymentDeps } from './payment-deps.js';

/** What an operator's confirmation that could not be taken means for the operator. */
const REFUSED: Record<string, FixedReason> = {
  'unknown order': 'ORDER_NOT_FOUND',
  'not awaiting assisted payment': 'TRANSFER_NOT_AWAITED',
  double: 'TRANSFER_PAID_OTHERWISE',
  unpayable: 'TRANSFER_ORDER_ENDED',
  rejected: 'ORDER_STATE_CHANGED',
};

interface ConsoleWrite {
  tx: Database;
  audit: (change: AuditChange) => void;
  showPhones: boolean;
}

/**
 * The console's confirmation of a bank transfer: the same confirmation as the command
 * (`confirm-payment`), run on the console call's transaction so the fulfilment and its audit row
 * commit together. A second confirmation with the same reference answers the order again.
 */
export async function confirmTransfer(
  deps: PaymentDeps,
  { tx, audit, showPhones }: ConsoleWrite,
  orderId: number,
  reference: string,
): Promise<AdminOrderRow> {
  const before = await loadAdminOrderRow(tx, orderId, showPhones);
  const result = await confirmAssistedPayment({ ...deps, db: tx }, before.orderNo, reference);
  const outcome = typeof result === 'string' ? result : result.outcome;
  const refusal = outcome === 'fulfilled' || outcome === 'duplicate' ? null : REFUSED[outcome];
  if (refusal) throw new AppError(refusal);
  const after = await loadAdminOrderRow(tx, orderId, showPhones);
  audit({ entity: 'order', entityId: orderId, before, after: { ...after, reference } });
  return after;
}

/**
 * No transfer matches the order (or the wrong amount arrived): it closes, its camp seat goes back,
 * the decision is kept with the order's payment decisions, and the learner is told why.
 */
export async function rejectTransfer(
  { tx, audit, showPhones }: ConsoleWrite,
  orderId: number,
  reason: string,
): Promise<AdminOrderRow> {
  const before = await loadAdminOrderRow(tx, orderId, showPhones);
  if (!(await closeUnconfirmedTransfer(tx, orderId))) throw new AppError('TRANSFER_NOT_AWAITED');
  const order = await findOrderByNo(tx, before.orderNo);
  if (!order) throw new Error(`order ${before.orderNo} vanished`);
  await record(tx, {
    channel: 'peiban',
    orderNo: order.orderNo,
    outcome: 'rejected',
    source: 'operator',
    sandbox: false,
    detail: `运营驳回：${reason}`,
  });
  await notify(tx, 'transferRejected', {
    userId: order.userId,
    dedupeKey: `transfer-rejected:${order.id}`,
    params: { orderNo: order.orderNo, productName: order.productName, reason },
  });
  const after = await loadAdminOrderRow(tx, orderId, showPhones);
  audit({ entity: 'order', entityId: orderId, before, after: { ...after, reason } });
  return after;
}
