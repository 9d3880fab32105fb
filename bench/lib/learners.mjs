import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { loginWithAccount } from './login.mjs';

/** The demo password (README); bench learners get the same password hash as a seeded learner. */
const PASSWORD = 'Zhixue@2026';
const SEEDED_ACCOUNT = 'hdzz001';

/**
 * @typedef {object} Learner
 * @property {number} userId
 * @property {string} token session token
 */

/**
 * Adds `count` individual learners whose accounts start with `prefix` (password as the demo's) and
 * logs each in through the API, a few at a time (password hashing is deliberately slow).
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {string} prefix
 * @param {number} count
 * @returns {Promise<Learner[]>}
 */
export async function addLearners(baseUrl, databaseUrl, prefix, count) {
  const rows = await withDatabase(databaseUrl, async (client) => {
    const { rows: added } = await client.query(
      `insert into users (account, password_hash, nickname, avatar)
       select $1 || g, seeded.password_hash, '压测学员' || g, seeded.avatar
       from generate_series(1, $2::int) g, (select password_hash, avatar from users where account = $3) seeded
       returning id, account`,
      [prefix, count, SEEDED_ACCOUNT],
    );
    return /** @type {Array<{ id: number, account: string }>} */ (added);
  });
  if (rows.length !== count)
    throw new Error(`could not add ${count} learners (seeded ${SEEDED_ACCOUNT} missing?)`);
  return mapAtMost(rows, 8, async (row) => ({
    userId: row.id,
    token: await loginWithAccount(baseUrl, row.account, PASSWORD),
  }));
}

/**
 * Runs `work` over `items` with at most `parallel` at once; answers the results in order.
 *
 * @template T, R
 * @param {T[]} items
 * @param {number} parallel
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function mapAtMost(items, parallel, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/**
 * The harness's connections to the server, kept alive between calls: the load generator shares the
 * machine's CPUs with the server, and `fetch` costs it several times as much per call.
 */
const keptAlive = new http.Agent({ keepAlive: true });

/**
 * Posts one API call and answers its `data`, failing on anything but the success envelope. It asks
 * for a compressed answer, as a browser does.
 *
 * @param {string} baseUrl
 * @param {string} path
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {Promise<any>}
 */
export async function callApi(baseUrl, path, body, headers = {}) {
  const payload = JSON.stringify(body);
  /** @type {{ status: number | undefined, text: string }} */
  const { status, text } = await new Promise((resolve, reject) => {
    const request = http.request(
      baseUrl + path,
      {
        method: 'POST',
        agent: keptAlive,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip',
          platform: 'PC',
          ...headers,
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          resolve({ status: response.statusCode, text: (gzipped ? gunzipSync(raw) : raw).toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
  const envelope = /** @type {{ code?: string, msg?: string, data?: unknown }} */ (JSON.parse(text));
  if (envelope.code !== '00000') {
    throw new Error(`${path} ${payload} answered ${status} ${envelope.code}: ${envelope.msg}`);
  }
  return envelope.data;
}

/**
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withDatabase(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
