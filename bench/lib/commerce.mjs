import { addLearners, callApi, mapAtMost, withDatabase } from './learners.mjs';

/** Demo single courses 1-48 (type 1) and bundles 101-106 (type 2): seed ids. */
const DEMO_PRODUCTS = [
  ...Array.from({ length: 48 }, (_, i) => ({ id: i + 1, type: 1 })),
  ...[101, 102, 103, 104, 105, 106].map((id) => ({ id, type: 2 })),
];

/**
 * @typedef {object} Shop
 * @property {import('./learners.mjs').Learner[]} buyers
 * @property {Array<{ id: number, type: number }>} products the demo products a new learner can buy
 */

/**
 * `buyers` new learners, and the demo products on sale to them (a price above 0: not free, not for
 * members only), as order/settle says.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {number} buyers
 * @returns {Promise<Shop>}
 */
export async function openShop(baseUrl, databaseUrl, buyers) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchbuyer', buyers);
  const first = /** @type {import('./learners.mjs').Learner} */ (people[0]);
  const settled = await mapAtMost(DEMO_PRODUCTS, 8, (product) =>
    callApi(baseUrl, '/api/front/order/settle', product, { token: first.token }).then(
      (data) => (data.payable && data.amount > 0 ? product : null),
      () => null,
    ),
  );
  const products = settled.filter((product) => product !== null);
  if (products.length === 0) throw new Error('no demo product is on sale to a new learner');
  return { buyers: people, products };
}

/**
 * order/settle of every product for every buyer in turn, each with its own session.
 *
 * @param {Shop} shop
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function settlementsOf({ buyers, products }) {
  let next = 0;
  return () => {
    const buyer = /** @type {import('./learners.mjs').Learner} */ (buyers[next % buyers.length]);
    const product = products[Math.floor(next / buyers.length) % products.length];
    next += 1;
    return { headers: { token: buyer.token }, body: product };
  };
}

/**
 * order/save (as the order page makes it) of every product for every buyer, each pair once: one
 * pending order per buyer and product.
 *
 * @param {Shop} shop
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function orderSavesOf({ buyers, products }) {
  let next = 0;
  return () => {
    const buyer = buyers[next % buyers.length];
    const product = products[Math.floor(next / buyers.length)];
    next += 1;
    if (!buyer || !product) throw new Error('more order/save requests than buyers and products');
    return { headers: { token: buyer.token }, body: product };
  };
}

/**
 * The buyers' pending orders, as the notifications pay them.
 *
 * @param {string} databaseUrl
 * @param {Shop} shop
 * @returns {Promise<Array<{ orderNo: string, amount: number }>>}
 */
export async function pendingOrdersOf(databaseUrl, { buyers }) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select order_no as "orderNo", amount from orders where user_id = any($1::int[]) and status = 'pending'
       order by id`,
      [buyers.map((buyer) => buyer.userId)],
    );
    return rows;
  });
}

/**
 * The sandbox provider's notifications of these orders' payments, signed by the server's sandbox
 * (a bench route) as its confirmation page signs them. They carry a timestamp that the server
 * accepts for 5 minutes, so they are made just before they are sent.
 *
 * @param {string} baseUrl
 * @param {Array<{ orderNo: string, amount: number }>} orders
 * @returns {Promise<Array<{ headers: Record<string, string>, body: string }>>}
 */
export async function signNotifications(baseUrl, orders) {
  const chunks = [];
  for (let start = 0; start < orders.length; start += 1_000) chunks.push(orders.slice(start, start + 1_000));
  const signed = await mapAtMost(chunks, 2, (chunk) =>
    callApi(baseUrl, '/api/bench/pay/sandbox/sign', chunk),
  );
  return signed.flat();
}

/**
 * Each notification once, in turn.
 *
 * @param {Array<{ headers: Record<string, string>, body: string }>} notifications
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function notificationsOf(notifications) {
  let next = 0;
  return () => {
    const notification = notifications[next];
    next += 1;
    if (!notification) throw new Error('more notification requests than orders');
    return notification;
  };
}

/**
 * How many of these orders are paid now.
 *
 * @param {string} databaseUrl
 * @param {string[]} orderNos
 */
export async function countPaid(databaseUrl, orderNos) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as paid from orders where order_no = any($1::text[]) and status = 'paid'`,
      [orderNos],
    );
    return Number(rows[0]?.paid ?? 0);
  });
}
