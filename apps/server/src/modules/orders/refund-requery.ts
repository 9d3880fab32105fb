import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { sentToProvider } from './provider-check.js';
import { settleRefund } from './record-refund.js';
import type { RefundDeps } from './refund-provider.js';
import { sendRefund } from './send-refund.js';
import * as tables from './tables.js';

const { orderRefunds, orders } = tables;

const REFUND_REQUERY_QUEUE = 'refund-requery';
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
async function requeryStuckRefunds(deps: RefundDeps, now = Date.now()) {
  const counts = { examined: 0, settled: 0, resent: 0, unreachable: 0 };
  for (const { refund, order } of await stuckRefunds(deps.db, now)) {
    counts.examined++;
    if (!sentToProvider(order)) {
      // A bank transfer is returned by finance by hand and settled at once; nothing to ask.
      await sendRefund(deps, { refund, order });
      counts.settled++;
      continue;
    }
    const answer = await deps.provider.query(order, refund);
    if (answer === 'unreachable') {
      counts.unreachable++;
      continue;
    }
    if (answer === 'unsent') {
      await sendRefund(deps, { refund, order });
      counts.resent++;
      continue;
    }
    if (answer.status === 'processing') continue;
    if (await settleRefund(deps.db, refund.refundNo, answer)) {
      counts.settled++;
      await deps.provider.recordAnswer(order, 'query', answer, true);
    }
  }
  return counts;
}

/** Every ten minutes, once across the server processes. */
export function defineRefundRequery(jobs: Jobs, deps: RefundDeps): void {
  jobs.define({
    name: REFUND_REQUERY_QUEUE,
    cron: '*/10 * * * *',
    singleton: true,
    handler: () => requeryStuckRefunds(deps),
  });
}
