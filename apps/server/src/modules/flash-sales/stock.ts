import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { flashSales, flashSaleUnits } = tables;

/**
 * Raises the sale's `held` by one while a unit is left and the window is open, read on the
 * database's clock; answers the sale's id when it did. Of any number of buyers only as many as
 * there are units pass it: there is no read before the write to race with.
 */
function takeStock(saleId: number) {
  return sql`update ${flashSales} set held = ${flashSales.held} + 1
    where ${flashSales.id} = ${saleId}
      and ${flashSales.held} + ${flashSales.sold} < ${flashSales.quantity}
      and ${flashSales.stoppedAt} is null
      and now() >= ${flashSales.startsAt} and now() < ${flashSales.endsAt}
    returning ${flashSales.id}`;
}

/**
 * Takes one unit of the sale for the order, in the order's transaction. The learner's unit row goes
 * first: its partial unique index admits one unit per learner and sale however their saves race.
 * Then the stock is taken conditionally (takeStock); a refused buyer's order rolls back with it.
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
  if (rowsOf(await tx.execute(takeStock(unit.saleId))).length === 0)
    throw await flashSaleRefusal(tx, unit.saleId);
}

/**
 * The unit of a learner's order being placed, as the data-modifying parts of the order's own
 * statement (see the orders' `insertOrderRecord`): one holds it for the order (`orderIds` answers
 * the order's id), one takes the stock. The learner's unit raises a unique violation when they hold
 * one already. `stockTaken` holds over the parts only when a unit was left; otherwise the caller's
 * transaction rolls back the order and its unit, and says why (`flashSaleRefusal`).
 */
export function flashUnitParts(unit: { saleId: number; userId: number }, orderIds: SQL) {
  return {
    parts: {
      unit: sql`insert into ${flashSaleUnits} (sale_id, user_id, order_id)
        select ${unit.saleId}, ${unit.userId}, id from (${orderIds}) as placed returning id`,
      taken: takeStock(unit.saleId),
    },
    stockTaken: sql`exists (select 1 from taken)`,
  };
}

/** Why a unit of the sale could not be taken, from its row as it is now (nothing is written here). */
export async function flashSaleRefusal(db: Database, saleId: number): Promise<AppError> {
  const [sale] = await db
    .select({
      open: sql<boolean>`${flashSales.stoppedAt} is null and now() < ${flashSales.endsAt}`,
      started: sql<boolean>`now() >= ${flashSales.startsAt}`,
    })
    .from(flashSales)
    .where(eq(flashSales.id, saleId));
  if (!sale) return new AppError('FLASH_SALE_NOT_FOUND');
  if (!sale.open) return new AppError('FLASH_SALE_ENDED');
  if (!sale.started) return new AppError('FLASH_SALE_NOT_STARTED');
  return new AppError('FLASH_SALE_SOLD_OUT');
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
