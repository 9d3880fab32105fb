import type { FlashSaleView } from '@zhixue/contract';
import { and, asc, desc, eq, gt, isNull, lte, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { presentSale, remainingOf, saleFields } from './sales.js';
import * as tables from './tables.js';

const { flashSales, flashSaleUnits } = tables;

/** A sale the order page prices at: what the order pays, and the sale as the page shows it. */
export interface FlashHold {
  saleId: number;
  salePrice: number;
  view: FlashSaleView;
}

/** An ended sale shows 已结束 on its product's page for a day, then the page shows none. */
const ENDED_SHOWN_MS = 24 * 3_600_000;

/**
 * The learner's unit of a sale (held or sold; a returned one is no longer theirs), as a subquery;
 * `saleId` may be the selected sale's own column. Nested in a fragment of its own: a select from one
 * table writes the columns of its fields' own fragments without their table, which would make the
 * sale's `id` the unit's.
 */
const mineSql = (saleId: number | SQLWrapper, userId: number | Placeholder) => {
  const unit = sql`(select ${flashSaleUnits.status} from ${flashSaleUnits}
    where ${flashSaleUnits.saleId} = ${saleId} and ${flashSaleUnits.userId} = ${userId}
      and ${flashSaleUnits.status} <> 'returned')`;
  return sql<FlashSaleView['mine']>`${unit}`;
};

/**
 * The sale with the learner's unit of it, in one statement prepared once: in a rush, thousands of
 * buyers past the last unit are each refused on this read.
 */
const saleWithMine = preparedPerDatabase((db: Database) =>
  db
    .select({ sale: saleFields, mine: mineSql(sql.placeholder('saleId'), sql.placeholder('userId')) })
    .from(flashSales)
    .where(eq(flashSales.id, sql.placeholder('saleId')))
    .prepare('flash_sale_with_mine'),
);

/**
 * The sale the learner chose on the order page (立即抢购), checked for this product and this moment:
 * not started, ended, sold out, or bought by them already are refused with the reason to show. A
 * unit their own unpaid order holds is theirs: the save answers that order again. This read only
 * answers early; the unit is taken by a conditional update of the sale's stock, which decides.
 */
export async function flashSaleFor(
  db: Database,
  userId: number,
  saleId: number,
  product: { type: number; id: number },
): Promise<FlashHold> {
  const [row] = await saleWithMine(db).execute({ saleId, userId });
  if (!row) throw new AppError('FLASH_SALE_NOT_FOUND');
  const { sale, mine } = row;
  if (sale.productType !== product.type || sale.productId !== product.id)
    throw new AppError('FLASH_SALE_WRONG_PRODUCT');
  const view = presentSale(sale, mine);
  if (mine === 'sold') throw new AppError('FLASH_SALE_ONE_PER_LEARNER');
  if (view.state === 'ended') throw new AppError('FLASH_SALE_ENDED');
  if (view.state === 'upcoming') throw new AppError('FLASH_SALE_NOT_STARTED');
  if (mine === null && remainingOf(sale) === 0) throw new AppError('FLASH_SALE_SOLD_OUT');
  return { saleId: sale.id, salePrice: sale.salePrice, view };
}

/**
 * The sale a product's detail page shows: the running one, else the next to start, else the one
 * that ended last, within a day. Stopped sales count as ended.
 */
export async function productFlashSale(
  db: Database,
  userId: number | null,
  product: { type: number; id: number },
): Promise<{ sale: FlashSaleView | null }> {
  const ofProduct = and(eq(flashSales.productType, product.type), eq(flashSales.productId, product.id));
  // The learner's unit comes with the sale's row: one read a look while a sale runs (the bar looks again every few seconds).
  const withMine = {
    sale: saleFields,
    mine: userId === null ? sql<FlashSaleView['mine']>`null` : mineSql(flashSales.id, userId),
  };
  const [open] = await db
    .select(withMine)
    .from(flashSales)
    .where(and(ofProduct, isNull(flashSales.stoppedAt), gt(flashSales.endsAt, sql`now()`)))
    .orderBy(asc(flashSales.startsAt))
    .limit(1);
  const [shown] = open
    ? [open]
    : await db
        .select(withMine)
        .from(flashSales)
        .where(
          and(
            ofProduct,
            sql`coalesce(${flashSales.stoppedAt}, ${flashSales.endsAt}) > now() - make_interval(secs => ${ENDED_SHOWN_MS / 1000})`,
            lte(flashSales.startsAt, sql`now()`),
          ),
        )
        .orderBy(desc(flashSales.endsAt))
        .limit(1);
  return { sale: shown ? presentSale(shown.sale, shown.mine ?? null) : null };
}
