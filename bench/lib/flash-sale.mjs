// Issue 34's flash sale (秒杀): many learners press 立即抢购 (order/save with the sale) on a few
// units at once. Every unit is held by exactly one order, every other buyer is told 已抢光, nothing
// answers 5xx; then the unpaid orders expire, their units come back and are taken again, never more
// than the quantity.
import autocannon from 'autocannon';
import { addLearners, callApi, mapAtMost, withDatabase } from './learners.mjs';

const HEADERS = { 'content-type': 'application/json', platform: 'PC' };
const SOLD_OUT = '已抢光';
/** How long a buyer waits for an answer before the request counts as lost. */
const ANSWER_WAIT_SECONDS = 120;

/**
 * @typedef {object} Wave what one rush of buyers got
 * @property {number} held answers with an order (200)
 * @property {number} soldOut answers 已抢光
 * @property {number} serverErrors 5xx answers
 * @property {number} connectionErrors requests without an answer (a refused connection, a time-out)
 * @property {Record<string, number>} otherRefusals any other refusal, by message
 * @property {number} p99Ms
 * @property {number} p50Ms
 * @property {number | null} serverCpuMsPerRequest
 * @property {number | null} databaseCpuMsPerRequest
 */

/**
 * Every buyer presses 立即抢购 once, through `connections` connections with no pause between
 * requests (what a gateway's connection pool makes of a crowd pressing at the same moment).
 *
 * @param {string} baseUrl
 * @param {{ productId: number, type: number, saleId: number }} sale
 * @param {Array<{ token: string }>} buyers
 * @param {number} connections
 * @param {import('./cpu.mjs').CpuMeter | undefined} meter
 * @returns {Promise<Wave>}
 */
async function rush(baseUrl, sale, buyers, connections, meter) {
  const body = JSON.stringify({ id: sale.productId, type: sale.type, flashSaleId: sale.saleId });
  /** @type {Wave} */
  const wave = {
    held: 0,
    soldOut: 0,
    serverErrors: 0,
    connectionErrors: 0,
    otherRefusals: {},
    p99Ms: 0,
    p50Ms: 0,
    serverCpuMsPerRequest: null,
    databaseCpuMsPerRequest: null,
  };
  let next = 0;
  const reading = meter ? await meter.start() : null;
  const result = await autocannon({
    url: `${baseUrl}/api/front/order/save`,
    method: 'POST',
    headers: HEADERS,
    body,
    amount: buyers.length,
    // Every buyer waits for an answer, however slow: a request given up on would not be counted.
    timeout: ANSWER_WAIT_SECONDS,
    connections: Math.min(connections, buyers.length),
    requests: [
      {
        setupRequest: (request) => {
          const buyer = buyers[next % buyers.length];
          next += 1;
          return { ...request, headers: { ...HEADERS, token: buyer?.token ?? '' }, body };
        },
        onResponse: (status, text) => {
          if (status >= 500) {
            wave.serverErrors += 1;
            return;
          }
          if (status === 200) {
            wave.held += 1;
            return;
          }
          /** @type {string} */
          let msg;
          try {
            msg = JSON.parse(text).msg ?? `HTTP ${status}`;
          } catch {
            msg = `HTTP ${status}`;
          }
          if (msg === SOLD_OUT) wave.soldOut += 1;
          else wave.otherRefusals[msg] = (wave.otherRefusals[msg] ?? 0) + 1;
        },
      },
    ],
  });
  const cpu = reading ? await reading() : null;
  wave.connectionErrors = result.errors;
  wave.p99Ms = result.latency.p99;
  wave.p50Ms = result.latency.p50;
  if (cpu) {
    wave.serverCpuMsPerRequest = cpu.serverMs / buyers.length;
    wave.databaseCpuMsPerRequest = cpu.databaseMs / buyers.length;
  }
  return wave;
}

/**
 * The sale's counts and its pending orders, read from the database.
 *
 * @param {string} databaseUrl
 * @param {number} saleId
 */
async function saleCounts(databaseUrl, saleId) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select (select sum(held)::int from flash_sale_stock where sale_id = s.id) as held,
         (select sum(sold)::int from flash_sale_stock where sale_id = s.id) as sold, s.quantity,
         (select count(*)::int from flash_sale_units u where u.sale_id = s.id and u.status <> 'returned') as units,
         (select count(*)::int from flash_sale_units u join orders o on o.id = u.order_id
           where u.sale_id = s.id and u.status = 'held' and o.status = 'pending') as "pendingOrders"
       from flash_sales s where s.id = $1`,
      [saleId],
    );
    return /** @type {{ held: number, sold: number, quantity: number, units: number, pendingOrders: number }} */ (
      rows[0]
    );
  });
}

/** @param {Wave} wave */
const waveText = (wave) =>
  `${wave.held} held, ${wave.soldOut} told ${SOLD_OUT}, ${wave.serverErrors} 5xx, ${wave.connectionErrors} unanswered, p50 ${wave.p50Ms} ms, ` +
  `p99 ${wave.p99Ms} ms${
    wave.serverCpuMsPerRequest === null
      ? ''
      : `, CPU per request ${wave.serverCpuMsPerRequest.toFixed(2)} ms server + ` +
        `${(wave.databaseCpuMsPerRequest ?? 0).toFixed(2)} ms database`
  }${Object.keys(wave.otherRefusals).length > 0 ? `, other refusals ${JSON.stringify(wave.otherRefusals)}` : ''}`;

/**
 * The section: a sale of `units` units of a demo product on sale to new learners, `buyers` new
 * learners rushing it, the holders' orders expiring (closed by the order page's read, as a learner
 * coming back finds them), and a second rush for the units that came back. Answers the problem when
 * a count is wrong or the p99 misses its goal.
 *
 * @param {object} options
 * @param {string} options.baseUrl
 * @param {string} options.databaseUrl
 * @param {number} options.buyerCount
 * @param {number} options.units
 * @param {number} options.connections
 * @param {Record<string, string>} options.editor the console headers of the content editor
 * @param {import('./cpu.mjs').CpuMeter | undefined} options.meter
 * @param {number} options.p99GoalMs
 * @returns {Promise<string | null>}
 */
export async function measureFlashSale({
  baseUrl,
  databaseUrl,
  buyerCount,
  units,
  connections,
  editor,
  meter,
  p99GoalMs,
}) {
  const buyers = await addLearners(baseUrl, databaseUrl, 'benchflash', buyerCount);
  const first = buyers[0];
  if (!first) throw new Error('no buyers');
  // Two demo single courses on sale to a new learner (seed ids 1-48), as order/settle prices them:
  // one for a warm-up rush, one for the measured sale.
  /** @type {Array<{ id: number, type: number, price: number }>} */
  const products = [];
  for (let id = 1; id <= 48 && products.length < 2; id += 1) {
    const candidate = { id, type: 1 };
    const settled = await callApi(baseUrl, '/api/front/order/settle', candidate, {
      token: first.token,
    }).catch(() => undefined);
    if (settled?.payable && settled.price > 1) products.push({ ...candidate, price: settled.price });
  }
  const [warmUpProduct, product] = products;
  if (!warmUpProduct || !product) throw new Error('fewer than two demo courses are on sale to a new learner');
  /** @param {{ id: number, type: number, price: number }} onSale @param {number} quantity */
  const openSale = async (onSale, quantity) => {
    const now = Date.now();
    const created = await callApi(
      baseUrl,
      '/api/admin/flash-sale/create',
      {
        productType: onSale.type,
        productId: onSale.id,
        salePrice: Math.max(1, Math.floor(onSale.price / 10)),
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        quantity,
      },
      editor,
    );
    return { productId: onSale.id, type: onSale.type, saleId: created.id };
  };

  // Warm-up, as every other section has: a tenth of the buyers rush a sale of another course, so
  // the measured rush meets a server whose code for it has run (and whose connections have prepared
  // its statements), as a server that has been up for a while would be.
  const warmUp = await rush(
    baseUrl,
    await openSale(warmUpProduct, Math.max(1, Math.floor(units / 10))),
    buyers.slice(0, Math.max(1, Math.floor(buyers.length / 10))),
    connections,
    undefined,
  );
  console.log(`  warm-up rush on another course: ${waveText(warmUp)}`);

  const target = await openSale(product, units);
  const sale = { id: target.saleId };
  const firstWave = await rush(baseUrl, target, buyers, connections, meter);
  const afterFirst = await saleCounts(databaseUrl, sale.id);
  console.log(`  first rush: ${waveText(firstWave)}`);
  console.log(`  sale after it: ${JSON.stringify(afterFirst)}`);

  // The holders leave their orders unpaid: their time runs out, and each order closes when read.
  const holders = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `update orders o set expires_at = now() - interval '1 second'
       from flash_sale_units u where u.order_id = o.id and u.sale_id = $1 and u.status = 'held' and o.status = 'pending'
       returning o.id, o.user_id as "userId"`,
      [sale.id],
    );
    return /** @type {Array<{ id: number, userId: number }>} */ (rows);
  });
  const tokens = new Map(buyers.map((buyer) => [buyer.userId, buyer.token]));
  await mapAtMost(holders, 8, (order) =>
    callApi(baseUrl, '/api/front/order/detail', { id: order.id }, { token: tokens.get(order.userId) ?? '' }),
  );
  const afterExpiry = await saleCounts(databaseUrl, sale.id);
  console.log(`  ${holders.length} unpaid orders expired: ${JSON.stringify(afterExpiry)}`);

  const secondWave = await rush(baseUrl, target, buyers, connections, meter);
  const afterSecond = await saleCounts(databaseUrl, sale.id);
  console.log(`  second rush: ${waveText(secondWave)}`);
  console.log(`  sale after it: ${JSON.stringify(afterSecond)}`);
  console.log(
    `flash sale: ${buyers.length} buyers for ${units} units -> ${firstWave.held} held, ` +
      `${firstWave.serverErrors} 5xx, p99 ${firstWave.p99Ms} ms`,
  );

  const problems = [];
  for (const [name, wave, counts] of /** @type {const} */ ([
    ['first rush', firstWave, afterFirst],
    ['second rush', secondWave, afterSecond],
  ])) {
    if (wave.held !== units) problems.push(`${name}: ${wave.held} orders hold units, not ${units}`);
    if (wave.serverErrors > 0) problems.push(`${name}: ${wave.serverErrors} 5xx answers`);
    if (wave.connectionErrors > 0) problems.push(`${name}: ${wave.connectionErrors} requests unanswered`);
    if (wave.soldOut !== buyers.length - units)
      problems.push(`${name}: ${wave.soldOut} told ${SOLD_OUT}, not ${buyers.length - units}`);
    if (counts.held !== units || counts.units !== units || counts.pendingOrders !== units)
      problems.push(`${name}: the sale counts ${JSON.stringify(counts)}, not ${units} held`);
    if (counts.held + counts.sold > counts.quantity)
      problems.push(`${name}: oversold ${JSON.stringify(counts)}`);
  }
  if (afterExpiry.held !== 0) problems.push(`${afterExpiry.held} units still held after the orders expired`);
  if (firstWave.p99Ms >= p99GoalMs)
    problems.push(`flash sale p99 ${firstWave.p99Ms} ms, goal < ${p99GoalMs} ms`);
  return problems.length > 0 ? problems.join('; ') : null;
}
