import type { FlashSaleState, FlashSaleView } from '@zhixue/contract';
import { formatChinaTime } from '../../platform/format/index.js';
import type * as tables from './tables.js';

export type SaleRow = typeof tables.flashSales.$inferSelect;

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
