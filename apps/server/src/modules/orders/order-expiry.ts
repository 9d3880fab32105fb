import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, tables } from '../../platform/db/index.js';
import type { OrderRow } from './order-records.js';
import { closeOrder } from './payment-state.js';
import { type ProviderCheck, sentToProvider } from './provider-check.js';

const { orders } = tables;

const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

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
 * Closes expired orders nobody looks at, once a minute. Several server processes may sweep at once:
 * each close is a conditional UPDATE, so an order closes once.
 */
export function startExpirySweep(db: Database, check: ProviderCheck, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await closeExpiredOrders(db, check);
    } catch (error) {
      log.error({ err: error }, 'closing expired orders failed');
    } finally {
      running = false;
    }
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
