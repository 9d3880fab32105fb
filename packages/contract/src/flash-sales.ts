import { z } from 'zod';
import { Cents, Id } from './common.js';
import { endpoint } from './endpoint.js';

/** The order types a flash sale may sell: course, bundle, camp, membership plan. */
export const FlashSaleProductType = z.union([z.literal(1), z.literal(2), z.literal(8), z.literal(9)]);

/**
 * Where a flash sale (秒杀) stands: before its window, in it with units left, in it with none left
 * (units held by unpaid orders may come back when those close), after its window or stopped.
 */
export const FLASH_SALE_STATES = ['upcoming', 'running', 'soldOut', 'ended'] as const;
export const FlashSaleState = z.enum(FLASH_SALE_STATES);
export type FlashSaleState = z.infer<typeof FlashSaleState>;
export const FLASH_SALE_STATE_NAMES: Record<FlashSaleState, string> = {
  upcoming: '未开始',
  running: '进行中',
  soldOut: '已抢光',
  ended: '已结束',
};

/**
 * A product's flash sale as its detail page shows it. `remaining` is read from the same row the
 * order takes its unit from (quantity less held and sold), so the page never shows a unit that
 * cannot be bought. The seconds are counted on the server, so the countdown does not trust the
 * browser's clock.
 */
export const FlashSaleView = z.object({
  id: z.number().int(),
  productType: FlashSaleProductType,
  productId: z.number().int(),
  salePrice: Cents,
  /** The product's normal price when the sale was set. */
  listPrice: Cents,
  state: FlashSaleState,
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  startTime: z.string(),
  endTime: z.string(),
  secondsToStart: z.number().int().nonnegative(),
  secondsToEnd: z.number().int().nonnegative(),
  quantity: z.number().int(),
  remaining: z.number().int().nonnegative(),
  /** The signed-in learner's unit: `held` by their unpaid order (go and pay it), `sold`, or null. */
  mine: z.enum(['held', 'sold']).nullable(),
});
export type FlashSaleView = z.infer<typeof FlashSaleView>;

/**
 * The flash sale a detail page shows: the running one, else the next to start, else one that
 * ended within the last day (已结束); null when there is none.
 */
export const flashSaleOfProduct = endpoint({
  path: '/api/front/flash-sale/product',
  access: 'optional',
  request: z.object({ productType: FlashSaleProductType, productId: Id }),
  response: z.object({ sale: FlashSaleView.nullable() }),
});
