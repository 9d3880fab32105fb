import type { FlashSaleState, FlashSaleView } from '@zhixue/contract';
import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { formatChinaTime } from '../../platform/format/index.js';
import * as tables from './tables.js';

const { flashSales, flashSaleStock } = tables;

/** A sale with where its units are, summed over its stock rows. */
export type SaleRow = typeof flashSales.$inferSelect & { held: number; sold: number };

/**
 * A stock column summed over the sale's stripes. Nested in a fragment of its own, so that a select
 * from the sales alone still writes the sale's `id` with its table.
 */
const summed = (column: Column) => {
  const total = sql`(select coalesce(sum(${column}), 0)::int from ${flashSaleStock}
    where ${flashSaleStock.saleId} = ${flashSales.id})`;
  return sql<number>`${total}`;
};

/** The fields of a select of sales that reads a SaleRow. */
export const saleFields = {
  ...getTableColumns(flashSales),
  held: summed(flashSaleStock.held),
  sold: summed(flashSaleStock.sold),
};

/** Units neither held by an unpaid order nor sold: what the next buyer can take. */
export const remainingOf = (sale: Pick<SaleRow, 'quantity' | 'held' | 'sold'>) =>
  Math.max(0, sale.quantity - sale.held - sale.sold);

/** Where the sale stands at `now`; stopped counts as ended. */
export function saleState(sale: SaleRow, now = Date.now()): FlashSaleState {
  if (sale.stoppedAt !== null || now >= sale.endsAt.getTime()) return 'ended';
  if (now < sale.startsAt.getTime()) return 'upcoming';
  return remainingOf(sale) > 0 ? 'running' : 'soldOut';
}

/** The sale as a detail page or the order page shows it, counted from this one row. */
export function presentSale(sale: SaleRow, mine: FlashSaleView['mine'], now = Date.now()): FlashSaleView {
  const secondsTo = (at: Date) => Math.max(0, Math.ceil((at.getTime() - now) / 1000));
  const state = saleState(sale, now);
  return {
    id: sale.id,
    productType: sale.productType as FlashSaleView['productType'],
    productId: sale.productId,
    salePrice: sale.salePrice,
    listPrice: sale.listPrice,
    state,
    startTime: formatChinaTime(sale.startsAt),
    endTime: formatChinaTime(sale.endsAt),
    secondsToStart: secondsTo(sale.startsAt),
    secondsToEnd: state === 'ended' ? 0 : secondsTo(sale.endsAt),
    quantity: sale.quantity,
    remaining: state === 'ended' ? 0 : remainingOf(sale),
    mine,
  };
}
