import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';

/** A seeded learner: bench learners get the same password hash (the demo password, README). */
const SEEDED_ACCOUNT = 'hdzz001';
/**
 * The session secret of the bench's server: the environment's, else the server's development default
 * (the bench server runs with the development secrets, as login.mjs's field key says too).
 */
const SESSION_SECRET = process.env.SESSION_SECRET || 'development-session-secret-change-me';
const SESSION_DAYS = 7;

/**
 * @typedef {object} Learner
 * @property {number} userId
 * @property {string} token session token
 */

/**
 * Adds `count` individual learners whose accounts start with `prefix` (password as the demo's), each
 * with a session made in the database as a password login makes it (a random token, its keyed hash
 * stored, a week's lifetime). A login through the API costs a deliberately slow password hash: 3,000
 * exam candidates logged in eight at a time took minutes of the set-up, and on a busy machine the
 * server refused the 662nd with 503. What the sections measure goes through the real calls with
 * these tokens; `baseUrl` is kept for the callers and unused.
 *
 * @param {string} _baseUrl
 * @param {string} databaseUrl
 * @param {string} prefix
 * @param {number} count
 * @returns {Promise<Learner[]>}
 */
export async function addLearners(_baseUrl, databaseUrl, prefix, count) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows: added } = await client.query(
      `insert into users (account, password_hash, nickname, avatar)
       select $1 || g, seeded.password_hash, '压测学员' || g, seeded.avatar
       from generate_series(1, $2::int) g, (select password_hash, avatar from users where account = $3) seeded
       returning id`,
      [prefix, count, SEEDED_ACCOUNT],
    );
    if (added.length !== count)
      throw new Error(`could not add ${count} learners (seeded ${SEEDED_ACCOUNT} missing?)`);
    const learners = added.map((/** @type {{ id: number }} */ row) => ({
      userId: row.id,
      token: randomBytes(32).toString('base64url'),
    }));
    await client.query(
      `insert into sessions (user_id, token_hash, device_type, device_id, ip, user_agent, expires_at)
       select unnest($1::int[]), unnest($2::text[]), 'pc', '本机 127.0.0.1', '127.0.0.1', 'zhixue-bench',
         now() + $3::int * interval '1 day'`,
      [
        learners.map((learner) => learner.userId),
        learners.map((learner) => createHmac('sha256', SESSION_SECRET).update(learner.token).digest('hex')),
        SESSION_DAYS,
      ],
    );
    return learners;
  });
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
