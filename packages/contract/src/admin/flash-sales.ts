import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { FlashSaleProductType, FlashSaleState } from '../flash-sales.js';
import { ConsoleInstant } from './announcements.js';
import { operatorEndpoint } from './define.js';

/** A flash sale as the console lists it, with where its units are. */
export const AdminFlashSale = z.object({
  id: z.number().int(),
  productType: FlashSaleProductType,
  productId: z.number().int(),
  productName: z.string(),
  listPrice: z.number().int(),
  salePrice: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  quantity: z.number().int(),
  /** Units held by unpaid orders, units paid for, units left to take. */
  held: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  state: FlashSaleState,
  stopped: z.boolean(),
  createdAt: z.string(),
});
export type AdminFlashSale = z.infer<typeof AdminFlashSale>;

export const adminFlashSaleList = operatorEndpoint({
  path: '/api/admin/flash-sale/list',
  permission: 'flashSales.read',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminFlashSale),
});

/**
 * A new flash sale: a product, a price in cents above 0 and below the product's price (checked on
 * the server against the product), a window that ends after it starts and starts from now, and a
 * quantity of units, one per learner.
 */
export const FlashSaleFields = z
  .object({
    productType: FlashSaleProductType,
    productId: Id,
    salePrice: z
      .number({ error: '请输入秒杀价' })
      .int('秒杀价须精确到分')
      .min(1, '秒杀价须大于 0')
      .max(100_000_000, '秒杀价过高'),
    startsAt: ConsoleInstant,
    endsAt: ConsoleInstant,
    quantity: z
      .number({ error: '请输入秒杀数量' })
      .int('秒杀数量须为整数')
      .min(1, '秒杀数量至少 1 件')
      .max(100_000, '秒杀数量最多 100000 件'),
  })
  .refine((sale) => Date.parse(sale.endsAt) > Date.parse(sale.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  });
export type FlashSaleFields = z.input<typeof FlashSaleFields>;

export const adminFlashSaleCreate = operatorEndpoint({
  path: '/api/admin/flash-sale/create',
  permission: 'flashSales.write',
  writes: true,
  request: FlashSaleFields,
  response: AdminFlashSale,
});

/** Stops a sale now: no unit is taken from then on; orders holding units may still be paid. */
export const adminFlashSaleStop = operatorEndpoint({
  path: '/api/admin/flash-sale/stop',
  permission: 'flashSales.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminFlashSale,
});
