import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { OrderRow } from './order-records.js';
import { closeOrder } from './payment-state.js';
import { type ProviderCheck, sentToProvider } from './provider-check.js';
import * as tables from './tables.js';

const { orders } = tables;

const SWEEP_BATCH = 100;
export const EXPIRY_SWEEP_QUEUE = 'order-expiry-sweep';

/**
 * Closes a pending order whose time is up. An order sent to a provider is first checked there: it
 * may have been paid at the last moment, and then it is fulfilled instead. Answers whether the
 * order changed.
 */
export async function closeIfExpired(db: Database, check: ProviderCheck, order: OrderRow): Promise<boolean> {
  if (order.status !== 'pending' || order.expiresAt.getTime() > Date.now()) return false;
  if (sentToProvider(order)) {
    const atProvider = await check(order, 'end');
    if (atProvider === 'paid') return true;
    // Not known to be unpaid: try again on the next read or sweep rather than lose a payment.
    if (atProvider === 'unknown') return false;
  }
  return closeOrder(db, order.id);
}

/** Closes expired pending orders of one learner (before their orders list is read). */
export async function closeExpiredOf(db: Database, check: ProviderCheck, userId: number): Promise<void> {
  const expired = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), lte(orders.expiresAt, sql`now()`)));
  for (const order of expired) await closeIfExpired(db, check, order);
}

/** Closes up to `limit` expired pending orders of anyone; answers how many it looked at. */
export async function closeExpiredOrders(
  db: Database,
  check: ProviderCheck,
  limit = SWEEP_BATCH,
): Promise<number> {
  const expired = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, sql`now()`)))
    .limit(limit);
  for (const order of expired) await closeIfExpired(db, check, order);
  return expired.length;
}

/**
 * Closes expired orders nobody looks at, once a minute, as a job: the queue sends one sweep a minute
 * across all server processes and runs one at a time. A failed sweep is not retried, the next
 * minute's takes over. Each close is still a conditional UPDATE, so an order read at the same moment
 * closes once.
 */
export function scheduleExpirySweep(jobs: Jobs, db: Database, check: ProviderCheck): void {
  jobs.define({
    name: EXPIRY_SWEEP_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => ({ examined: await closeExpiredOrders(db, check) }),
  });
}
