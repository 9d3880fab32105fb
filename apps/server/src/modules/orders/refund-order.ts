import { type AdminRefund, ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import type { AuditChange } from '../../platform/http/index.js';
import { listRefunds } from './admin-orders.js';
import { type RefundInput, recordRefund } from './record-refund.js';
import type { RefundDeps } from './refund-provider.js';
import { sendRefund } from './send-refund.js';

/** The console call that refunds: its transaction, audit rows and operator. */
export interface RefundCall {
  tx: Database;
  audit(change: AuditChange): void;
  operatorId: number;
}

/**
 * The console's refund (`order/refund`), one path from the call to the provider: the refund is
 * decided and recorded in the call's transaction (`recordRefund`, which also takes back what a
 * completed refund's order granted); once that has committed it goes to the provider (`sendRefund`)
 * and the call answers the refund as it stands after the provider's answer. A refunded membership
 * then drops the learner's cached sessions, so that their next call sees it ended.
 */
export async function refundOrder(
  deps: RefundDeps,
  call: RefundCall,
  request: Omit<RefundInput, 'operatorId'>,
): Promise<() => Promise<AdminRefund>> {
  const recorded = await recordRefund(call.tx, { ...request, operatorId: call.operatorId }, call.audit);
  return async () => {
    await sendRefund(deps, recorded);
    const { created, order, refund } = recorded;
    if (created && order.status === 'refunded' && order.productType === ProductTypes.VIP_PLAN) {
      await deps.forgetUser(order.userId);
    }
    const view = (await listRefunds(deps.db, order.id)).find((listed) => listed.id === refund.id);
    if (!view) throw new Error(`refund ${refund.refundNo} not found after recording`);
    return view;
  };
}
