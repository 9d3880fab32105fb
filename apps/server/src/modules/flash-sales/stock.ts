import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { flashSales, flashSaleUnits } = tables;

/**
 * Takes one unit of the sale for the order, in the order's transaction. The learner's unit row goes
 * first: its partial unique index admits one unit per learner and sale however their saves race.
 * Then one conditional update raises `held` only while a unit is left and the window is open, read
 * on the database's clock; of any number of buyers only as many as there are units pass it, and a
 * refused buyer's order rolls back with it. There is no read before the write to race with.
 */
export async function takeFlashUnit(
  tx: Database,
  unit: { saleId: number; userId: number; orderId: number },
): Promise<void> {
  const [mine] = await tx
    .insert(flashSaleUnits)
    .values(unit)
    .onConflictDoNothing({
      target: [flashSaleUnits.saleId, flashSaleUnits.userId],
      where: sql`${flashSaleUnits.status} <> 'returned'`,
    })
    .returning({ id: flashSaleUnits.id });
  if (!mine) throw new AppError('FLASH_SALE_ONE_PER_LEARNER');
  const [taken] = await tx
    .update(flashSales)
    .set({ held: sql`${flashSales.held} + 1` })
    .where(
      and(
        eq(flashSales.id, unit.saleId),
        sql`${flashSales.held} + ${flashSales.sold} < ${flashSales.quantity}`,
        sql`${flashSales.stoppedAt} is null`,
        sql`now() >= ${flashSales.startsAt} and now() < ${flashSales.endsAt}`,
      ),
    )
    .returning({ id: flashSales.id });
  if (taken) return;
  // Refused: say why, from the row as it is now (nothing is written on this path).
  const [sale] = await tx
    .select({
      open: sql<boolean>`${flashSales.stoppedAt} is null and now() < ${flashSales.endsAt}`,
      started: sql<boolean>`now() >= ${flashSales.startsAt}`,
    })
    .from(flashSales)
    .where(eq(flashSales.id, unit.saleId));
  if (!sale) throw new AppError('FLASH_SALE_NOT_FOUND');
  if (!sale.open) throw new AppError('FLASH_SALE_ENDED');
  if (!sale.started) throw new AppError('FLASH_SALE_NOT_STARTED');
  throw new AppError('FLASH_SALE_SOLD_OUT');
}

/**
 * The order closed unpaid (expired, cancelled, replaced): its unit goes back, in the transaction
 * that ended the order. The unit's own conditional update (held → returned) lets this happen once
 * however often it is called.
 */
export async function returnFlashUnit(tx: Database, orderId: number): Promise<void> {
  const [returned] = await tx
    .update(flashSaleUnits)
    .set({ status: 'returned', endedAt: sql`now()` })
    .where(and(eq(flashSaleUnits.orderId, orderId), eq(flashSaleUnits.status, 'held')))
    .returning({ saleId: flashSaleUnits.saleId });
  if (!returned) return;
  await tx
    .update(flashSales)
    .set({ held: sql`${flashSales.held} - 1` })
    .where(eq(flashSales.id, returned.saleId));
}

/**
 * The order was paid: its unit moves from held to sold, once. A refund later does not give it
 * back: the sale sold it, and a unit reopened after the window, or to a learner who was refunded for
 * another reason, would sell more than the operator meant (decision 0057).
 */
export async function sellFlashUnit(tx: Database, orderId: number): Promise<void> {
  const [sold] = await tx
    .update(flashSaleUnits)
    .set({ status: 'sold', endedAt: sql`now()` })
    .where(and(eq(flashSaleUnits.orderId, orderId), eq(flashSaleUnits.status, 'held')))
    .returning({ saleId: flashSaleUnits.saleId });
  if (!sold) return;
  await tx
    .update(flashSales)
    .set({ held: sql`${flashSales.held} - 1`, sold: sql`${flashSales.sold} + 1` })
    .where(eq(flashSales.id, sold.saleId));
}
