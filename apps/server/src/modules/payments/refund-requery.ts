import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { PaymentProviderError, PaymentVerificationError } from '../../platform/payment/index.js';
import { settleRefund } from '../orders/index.js';
import * as ordersTables from '../orders/tables.js';
import { record } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';
import { describeRefund, sendRefund } from './refund-payment.js';

const { orderRefunds, orders } = ordersTables;

export const REFUND_REQUERY_QUEUE = 'refund-requery';
/** A refund younger than this is still being answered (WeChat Pay's notification may be on its way). */
const SETTLE_GRACE_MS = 5 * 60 * 1000;
const BATCH = 100;

/** Refunds still processing a while after they were decided, oldest first. */
function stuckRefunds(db: Database, now: number) {
  return db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(eq(orderRefunds.status, 'processing'), lt(orderRefunds.createdAt, new Date(now - SETTLE_GRACE_MS))),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(BATCH);
}

/**
 * Asks the provider where each stuck refund stands and settles it when it is final. A refund the
 * provider never received (unreachable when it was sent) is sent again under its own number, which
 * the provider refunds once. One provider's trouble leaves its refunds for the next run.
 */
export async function requeryStuckRefunds(deps: PaymentDeps, now = Date.now()) {
  const counts = { examined: 0, settled: 0, resent: 0, unreachable: 0 };
  for (const { refund, order } of await stuckRefunds(deps.db, now)) {
    counts.examined++;
    const channel = order.payChannel;
    if (channel !== 'wx' && channel !== 'ali') {
      // A bank transfer is returned by finance by hand and settled at once; nothing to ask.
      await sendRefund(deps, { refund, order, created: false });
      counts.settled++;
      continue;
    }
    try {
      const answer = await deps.providers[channel].queryRefund(order.orderNo, refund.refundNo);
      if (answer === null) {
        await sendRefund(deps, { refund, order, created: false });
        counts.resent++;
        continue;
      }
      if (answer.status === 'processing') continue;
      const changed = await settleRefund(deps.db, refund.refundNo, answer);
      if (changed) {
        counts.settled++;
        await record(
          deps.db,
          channel,
          order.orderNo,
          `refund-${answer.status}`,
          describeRefund('query', answer),
        );
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError || error instanceof PaymentVerificationError)) throw error;
      counts.unreachable++;
      deps.log.warn({ channel, refundNo: refund.refundNo, reason: error.message }, 'refund query failed');
    }
  }
  return counts;
}

/** Every ten minutes, once across the server processes. */
export function defineRefundRequery(jobs: Jobs, deps: PaymentDeps): void {
  jobs.define({
    name: REFUND_REQUERY_QUEUE,
    cron: '*/10 * * * *',
    singleton: true,
    handler: () => requeryStuckRefunds(deps),
  });
}
