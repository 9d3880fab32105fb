import type { userCourses } from '../modules/learning/tables.js';
import type { orders } from '../modules/orders/tables.js';
import type { users } from '../modules/users/tables.js';
import { formatChinaDate } from '../platform/format/index.js';
import { bundleCourseRows } from './bundles.js';
import { singleCourses } from './courses.js';

/**
 * Paid orders of the last four weeks before the day the database is seeded, so that the console's
 * revenue screens (工作台, 订单管理, 账务核对) show a business rather than ¥0 on any day the demo is
 * opened. They are bought by a dozen demo customers (users 31-42, phone 137000000xx) who own what
 * they paid for; the demo learners 1-3 keep the states the README describes. Yesterday and today
 * have none: the morning reconciliation reads yesterday's provider bill, which the offline sandbox
 * never issued for these orders (reconciling one of the seeded days by hand flags them as missing
 * from its bill), and the dashboard's "today" starts from the learners' own actions.
 */
const CUSTOMERS: Array<[id: number, nickname: string, gender: 0 | 1 | 2]> = [
  [31, '郑雨桐', 2],
  [32, '冯子豪', 1],
  [33, '蒋欣然', 2],
  [34, '韩立新', 1],
  [35, '曹梦琪', 2],
  [36, '邓文博', 1],
  [37, '许佳怡', 2],
  [38, '沈宏伟', 1],
  [39, '彭诗涵', 2],
  [40, '吕国栋', 1],
  [41, '谢婉婷', 2],
  [42, '蔡明远', 1],
];

/** The first and last days back from the seed day that have orders (yesterday and today have none). */
const FIRST_DAY_BACK = 29;
const LAST_DAY_BACK = 2;
const DAY_MS = 86_400_000;
const CUSTOMER_AVATAR = '/demo/users/default.svg';

export const CUSTOMER_IDS = CUSTOMERS.map(([id]) => id);

const customerPhone = (id: number) => `137000000${String(id).padStart(2, '0')}`;

/** What the customers buy: the paid courses and bundles at their list price, in a fixed order. */
const products = [...singleCourses.map((seed) => seed.course), ...bundleCourseRows]
  .filter((course) => course.charge === 1 && (course.price ?? 0) > 0)
  .map((course) => ({
    type: course.type === 2 ? 2 : 1,
    id: course.id ?? 0,
    name: course.name,
    pic: course.picCover,
    price: course.price ?? 0,
    linePrice: course.linePrice ?? 0,
  }));

/** China midnight of the day `daysBack` before `today`, as an instant. */
function chinaMidnight(today: Date, daysBack: number): number {
  return Date.parse(`${formatChinaDate(today.getTime() - daysBack * DAY_MS)}T00:00:00+08:00`);
}

const orderNoAt = (at: Date, id: number) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(id).padStart(8, '0')}`;

export interface OrderHistory {
  customers: (typeof users.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  ownership: (typeof userCourses.$inferInsert)[];
}

export function buildOrderHistory(today: Date): OrderHistory {
  const customers = CUSTOMERS.map(([id, nickname, gender], index) => ({
    id,
    mobile: customerPhone(id),
    nickname,
    avatar: CUSTOMER_AVATAR,
    gender,
    consentVersion: 1,
    // Each joined a few days before their first order.
    createdAt: new Date(chinaMidnight(today, FIRST_DAY_BACK + 3 - index) + 10 * 3_600_000),
    consentAt: new Date(chinaMidnight(today, FIRST_DAY_BACK + 3 - index) + 10 * 3_600_000),
  }));
  const owned = new Set<string>();
  const rows: (typeof orders.$inferInsert)[] = [];
  let serial = 0;
  for (let daysBack = FIRST_DAY_BACK; daysBack >= LAST_DAY_BACK; daysBack--) {
    // One to three orders a day, more towards the weekends of the pattern.
    const perDay = 1 + ((daysBack * 7) % 3);
    for (let slot = 0; slot < perDay; slot++) {
      serial++;
      const customer = CUSTOMERS[(serial * 5) % CUSTOMERS.length];
      let product = products[(serial * 7) % products.length];
      for (let step = 1; customer && product && owned.has(`${customer[0]}:${product.id}`); step++)
        product = products[(serial * 7 + step) % products.length];
      if (!customer || !product) continue;
      owned.add(`${customer[0]}:${product.id}`);
      const paidAt = new Date(chinaMidnight(today, daysBack) + (9 * 60 + ((serial * 97) % 720)) * 60_000);
      const createdAt = new Date(paidAt.getTime() - 2 * 60_000);
      const wechat = serial % 3 !== 0;
      rows.push({
        id: serial,
        orderNo: orderNoAt(createdAt, serial),
        userId: customer[0],
        productType: product.type,
        productId: product.id,
        productName: product.name,
        productPic: product.pic,
        linePrice: product.linePrice,
        price: product.price,
        amount: product.price,
        priceKind: 'price',
        status: 'paid',
        payChannel: wechat ? 'wx' : 'ali',
        providerTradeNo: wechat
          ? `42000${String(paidAt.getTime()).slice(-10)}${String(serial).padStart(4, '0')}`
          : `${orderNoAt(paidAt, serial).slice(0, 8)}2200${String(paidAt.getTime()).slice(-10)}`,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        paidAt,
      });
    }
  }
  return {
    customers,
    orders: rows,
    ownership: rows.map((order) => ({
      userId: order.userId,
      courseId: order.productId,
      source: 'order',
      createdAt: order.paidAt ?? undefined,
    })),
  };
}
