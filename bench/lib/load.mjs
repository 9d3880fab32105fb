import autocannon from 'autocannon';

/**
 * @typedef {object} LoadOptions
 * @property {number} seconds measured duration
 * @property {number} warmupSeconds discarded run before the measurement
 * @property {number} connections
 */

/**
 * @typedef {object} LoadResult
 * @property {string} path
 * @property {number} requestsPerSecond mean of the per-second samples
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} requests total answered during the measurement
 * @property {number} errors connection errors, including timeouts
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, number>} statusCodes
 * @property {number} responseBytes size of one answer (as sent, before compression)
 */

const request = {
  method: /** @type {const} */ ('POST'),
  headers: { 'content-type': 'application/json', platform: 'PC' },
  body: '{}',
};

/**
 * Loads one call the way the web app makes it (POST, JSON body `{}`): a single checked request
 * first (it must answer 200 with the success envelope), a warm-up, then the measurement.
 *
 * @param {string} baseUrl
 * @param {string} path
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export async function measureCall(baseUrl, path, options) {
  const url = baseUrl + path;
  const responseBytes = await checkOnce(url);
  if (options.warmupSeconds > 0) {
    await autocannon({ url, ...request, connections: options.connections, duration: options.warmupSeconds });
  }
  const result = await autocannon({
    url,
    ...request,
    connections: options.connections,
    duration: options.seconds,
  });
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[status] = Number(count);
  }
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    responseBytes,
  };
}

/** @param {LoadResult} result */
export function failuresOf(result) {
  const problems = [];
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0)
    problems.push(`${result.non2xx} non-2xx answers ${JSON.stringify(result.statusCodes)}`);
  if (result.requests === 0) problems.push('no answers at all');
  return problems;
}

/**
 * @param {string} url
 * @returns {Promise<number>}
 */
async function checkOnce(url) {
  const answer = await fetch(url, { method: request.method, headers: request.headers, body: request.body });
  const text = await answer.text();
  /** @type {{ code?: string, msg?: string } | undefined} */
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  if (answer.status !== 200 || envelope?.code !== '00000') {
    throw new Error(`POST ${url} answered HTTP ${answer.status}: ${text.slice(0, 300)}`);
  }
  return Buffer.byteLength(text);
}
