import type { activities, activityProducts } from '../modules/catalog/tables.js';
import { CHINA_OFFSET_MS } from '../platform/format/index.js';

type ActivityRow = typeof activities.$inferInsert;
type ActivityProductRow = typeof activityProducts.$inferInsert;

/** Midnight, China time, on the first day of the month `months` after `today`'s month (UTC). */
function monthStart(today: Date, months: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1) - CHINA_OFFSET_MS);
}

/** [product type (1 course, 2 bundle), product id, activity price in yuan]. */
type ProductDef = [type: 1 | 2, id: number, price: number];

/**
 * Promotions: a learning festival that runs from the first day of this month to the first day of
 * the month after next (relative dates like the camps', so a fresh database always has one running)
 * and last year's 双11, long over, whose lower prices must never apply. Rows that exist already are
 * left alone, so a run in a later month changes nothing.
 */
const ACTIVITIES: Array<{
  id: number;
  name: string;
  when: 'current' | [start: string, end: string];
  products: ProductDef[];
}> = [
  {
    id: 1,
    name: '知学学习节',
    when: 'current',
    products: [
      [1, 2, 149],
      [1, 6, 229],
      [1, 8, 199],
      [2, 103, 599],
    ],
  },
  {
    id: 2,
    name: '双11学习狂欢节',
    when: ['2025-11-01T00:00:00+08:00', '2025-11-12T00:00:00+08:00'],
    products: [
      [1, 2, 99],
      [2, 103, 399],
    ],
  },
];

export function buildActivityRows(today: Date): {
  activities: ActivityRow[];
  products: ActivityProductRow[];
} {
  return {
    activities: ACTIVITIES.map(({ id, name, when }) => ({
      id,
      name,
      startAt: when === 'current' ? monthStart(today, 0) : new Date(when[0]),
      endAt: when === 'current' ? monthStart(today, 2) : new Date(when[1]),
    })),
    products: ACTIVITIES.flatMap(({ id, products }) =>
      products.map(([productType, productId, price]) => ({
        activityId: id,
        productType,
        productId,
        activityPrice: price * 100,
      })),
    ),
  };
}
