import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { flashSales, flashSaleStock, flashSaleUnits } = tables;

/** How many stock rows a sale's units are split over (fewer when it has fewer units). */
const STOCK_STRIPES = 64;

/** The stock rows of a new sale: `quantity` units split as evenly as the stripes allow. */
export function stockStripes(saleId: number, quantity: number) {
  const stripes = Math.min(quantity, STOCK_STRIPES);
  return Array.from({ length: stripes }, (_, stripe) => ({
    saleId,
    stripe,
    quantity: Math.floor(quantity / stripes) + (stripe < quantity % stripes ? 1 : 0),
  }));
}

const ofStripe = (unit: { saleId: number; stripe: number }) =>
  and(eq(flashSaleStock.saleId, unit.saleId), eq(flashSaleStock.stripe, unit.stripe));

/** A stripe has a unit neither held by an unpaid order nor sold. */
const stripeHasUnit = sql`${flashSaleStock.held} + ${flashSaleStock.sold} < ${flashSaleStock.quantity}`;

/** The sale's window is open now, on the database's clock, and no operator stopped it. */
const saleOpen = (saleId: number | Placeholder) =>
  sql`exists (select 1 from ${flashSales} where ${flashSales.id} = ${saleId}
    and ${flashSales.stoppedAt} is null and now() >= ${flashSales.startsAt} and now() < ${flashSales.endsAt})`;

/** The first stripe of the sale with a unit left while it is open, locked as `locking` says. */
const stripeWithRoom = (saleId: number | Placeholder, locking: SQL) =>
  sql`select ${flashSaleStock.stripe} from ${flashSaleStock}
    where ${flashSaleStock.saleId} = ${saleId} and ${stripeHasUnit}
      and ${saleOpen(saleId)}
    order by ${flashSaleStock.stripe} limit 1 ${locking}`;

/**
 * Raises `held` by one on a stripe of the sale with a unit left; answers the stripe when it did. Of
 * any number of buyers only as many as there are units pass it: there is no read before the write
 * to race with. Buyers take units side by side, each skipping the stripes others hold; when every
 * stripe with a unit left is held, a buyer waits for the first of them as last committed and takes
 * from it if a unit is still left then. It never waits while holding a stripe: the skipping lock
 * answers none then, and the waiting is the update's own, on that one row.
 */
function takeStock(saleId: number | Placeholder) {
  return sql`update ${flashSaleStock} set held = ${flashSaleStock.held} + 1
    where ${flashSaleStock.saleId} = ${saleId}
      and ${flashSaleStock.stripe} = coalesce(
        (${stripeWithRoom(saleId, sql`for update skip locked`)}),
        (${stripeWithRoom(saleId, sql``)}))
      and ${stripeHasUnit}
    returning ${flashSaleStock.stripe}`;
}

/** How often a buyer takes again while the units left are in stripes other buyers hold. */
const TAKES = 4;

/**
 * Runs `take` until it took a unit. A take that found none is followed by a read of the sale as last
 * committed: refused with the reason once no unit is left; while one is left, in a stripe another
 * buyer held (whose statement may yet be undone), it takes again. Answers undefined after TAKES
 * takes, for the caller to wait some other way.
 */
export async function takeWhileUnitsLeft<Taken>(
  db: Database,
  saleId: number,
  take: () => Promise<Taken | undefined>,
): Promise<Taken | undefined> {
  for (let attempt = 1; attempt <= TAKES; attempt += 1) {
    const taken = await take();
    if (taken !== undefined) return taken;
    const refusal = await flashSaleRefusal(db, saleId);
    if (refusal) throw refusal;
  }
  return undefined;
}

/**
 * Takes one unit of the sale in the transaction of the order about to be inserted (the whole save),
 * before the order, so that a buyer waiting for a stripe holds nothing that another save of the same
 * learner and product could be waiting for. Answers the stripe; refused with the reason when none is
 * left.
 */
export async function takeFlashStock(tx: Database, saleId: number): Promise<number> {
  const stripe = await takeWhileUnitsLeft(
    tx,
    saleId,
    async () => rowsOf<{ stripe: number }>(await tx.execute(takeStock(saleId)))[0]?.stripe,
  );
  if (stripe === undefined) throw new AppError('FLASH_SALE_SOLD_OUT');
  return stripe;
}

/**
 * The unit taken by takeFlashStock, held for the order: its partial unique index admits one unit per
 * learner and sale however their saves race, and a learner holding one already is refused, the
 * stock taken rolling back with the order.
 */
export async function holdFlashUnit(
  tx: Database,
  unit: { saleId: number; userId: number; orderId: number; stripe: number },
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
}

/**
 * The unit of a learner's order being placed, as data-modifying parts of the order's own statement
 * (see the orders' `preparedOrderInsert`), the sale and the learner given as numbers or as the
 * statement's placeholders. `first` takes the stock before the order is inserted (takeStock),
 * locking one stripe until the statement ends. `stockTaken` holds when it did; the order's values
 * must make the insert fail without it, so that the statement undoes itself when no unit was left.
 * `parts` then hold the unit for the order (`orderIds` answers the order's id); the learner's unit
 * raises a unique violation when they hold one already.
 */
export function flashUnitParts(
  unit: { saleId: number | Placeholder; userId: number | Placeholder },
  orderIds: SQL,
) {
  return {
    first: { taken: takeStock(unit.saleId) },
    parts: {
      unit: sql`insert into ${flashSaleUnits} (sale_id, user_id, order_id, stripe)
        select ${unit.saleId}, ${unit.userId}, placed.id, taken.stripe from (${orderIds}) as placed, taken
        returning id`,
    },
    stockTaken: sql`exists (select 1 from taken)`,
  };
}

/**
 * Why a unit of the sale could not be taken, from its rows as last committed (nothing is written
 * here); null when it is open with a unit left, in a stripe another buyer holds at this moment
 * (whose statement may yet be undone), to take again.
 */
export async function flashSaleRefusal(db: Database, saleId: number): Promise<AppError | null> {
  const [sale] = await db
    .select({
      open: sql<boolean>`${flashSales.stoppedAt} is null and now() < ${flashSales.endsAt}`,
      started: sql<boolean>`now() >= ${flashSales.startsAt}`,
      unitLeft: sql<boolean>`exists (select 1 from ${flashSaleStock} where ${flashSaleStock.saleId} = ${saleId}
        and ${stripeHasUnit})`,
    })
    .from(flashSales)
    .where(eq(flashSales.id, saleId));
  if (!sale) return new AppError('FLASH_SALE_NOT_FOUND');
  if (!sale.open) return new AppError('FLASH_SALE_ENDED');
  if (!sale.started) return new AppError('FLASH_SALE_NOT_STARTED');
  return sale.unitLeft ? null : new AppError('FLASH_SALE_SOLD_OUT');
}

/**
 * The order closed unpaid (expired, cancelled, replaced): its unit goes back to its stripe, in the
 * transaction that ended the order. The unit's own conditional update (held → returned) lets this
 * happen once however often it is called.
 */
export async function returnFlashUnit(tx: Database, orderId: number): Promise<void> {
  const [returned] = await tx
    .update(flashSaleUnits)
    .set({ status: 'returned', endedAt: sql`now()` })
    .where(and(eq(flashSaleUnits.orderId, orderId), eq(flashSaleUnits.status, 'held')))
    .returning({ saleId: flashSaleUnits.saleId, stripe: flashSaleUnits.stripe });
  if (!returned) return;
  await tx
    .update(flashSaleStock)
    .set({ held: sql`${flashSaleStock.held} - 1` })
    .where(ofStripe(returned));
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
    .returning({ saleId: flashSaleUnits.saleId, stripe: flashSaleUnits.stripe });
  if (!sold) return;
  await tx
    .update(flashSaleStock)
    .set({ held: sql`${flashSaleStock.held} - 1`, sold: sql`${flashSaleStock.sold} + 1` })
    .where(ofStripe(sold));
}
