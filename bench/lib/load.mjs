import autocannon from 'autocannon';
import { runPaced } from './paced.mjs';

/**
 * @typedef {object} LoadOptions
 * @property {number} seconds measured duration
 * @property {number} warmupSeconds discarded run before the measurement
 * @property {number} connections
 * @property {import('./cpu.mjs').CpuMeter} [meter] reads the CPU the measured part costs
 */

/**
 * @typedef {object} Call
 * @property {string} label how the tables name it
 * @property {string} path
 * @property {unknown[]} [bodies] JSON bodies sent in turn, one per request (default: `{}` only)
 * @property {Record<string, string>} [headers] extra headers, such as a session token
 * @property {number} [connections] instead of the run's setting (a latency measurement uses fewer)
 * @property {number} [rate] requests per second in all, a pace set by the users rather than by how
 *   fast the server answers (a latency measurement at a stated load): sent by runPaced, not autocannon
 * @property {() => GeneratedRequest} [generate] makes each request in turn instead of `bodies`
 *   (per-request headers such as each learner's token, values that advance from one request to the next)
 * @property {number} [amount] sends exactly this many requests (no warm-up) instead of running for
 *   the run's seconds: for requests that can be made once only, such as payment notifications
 * @property {boolean} [envelope] whether answers are the API's JSON envelope (default true); otherwise
 *   only HTTP 200 is checked
 * @property {'GET' | 'POST'} [method] GET for the media paths (no body), POST otherwise (the default)
 */

/**
 * @typedef {object} GeneratedRequest
 * @property {unknown} body JSON body, or a string sent as is
 * @property {Record<string, string>} [headers]
 * @property {string} [path] instead of the call's path (a GET whose query changes per request)
 */

/**
 * @typedef {object} LoadResult
 * @property {string} label
 * @property {string} path
 * @property {number} connections
 * @property {number | null} rate the pace requests were sent at, in requests a second; null when
 *   as fast as the server answered
 * @property {number} requestsPerSecond mean of the per-second samples
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} requests total answered during the measurement
 * @property {number} errors connection errors, including timeouts
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, number>} statusCodes
 * @property {number} responseBytes size of one answer (as sent, before compression)
 * @property {number | null} serverCpuMs the server's CPU time over the measurement (null without a meter)
 * @property {number | null} databaseCpuMs the run database's backends' CPU time over the measurement
 * @property {number | null} serverCpuMsPerRequest
 * @property {number | null} databaseCpuMsPerRequest
 */

const baseHeaders = { 'content-type': 'application/json', platform: 'PC' };
/** How often a run of a fixed amount looks whether it is done: its duration is this exact. */
const AMOUNT_SAMPLE_MS = 20;

/** Enough to catch a wrong body shape; more would fill the server's caches before the measurement. */
export const CHECKED_REQUESTS = 5;

/**
 * Loads one call the way the web app makes it (POST with a JSON body): a single checked request
 * for each of the first few bodies (each must answer 200 with the success envelope), a warm-up, then the
 * measurement. With several bodies every connection sends them in turn from a shared position, so
 * consecutive requests ask different things; with `generate` each request is made as it goes out
 * (the checked ones included). With `amount`, that many requests after the checked ones and no warm-up.
 *
 * @param {string} baseUrl
 * @param {Call | string} call a path alone means body `{}` and no extra headers
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export async function measureCall(baseUrl, call, options) {
  const {
    label,
    path,
    bodies = [{}],
    headers = {},
    connections = options.connections,
    generate,
    amount,
    rate,
    envelope = true,
    method = 'POST',
  } = typeof call === 'string' ? { label: call, path: call } : call;
  const url = baseUrl + path;
  const allHeaders = { ...baseHeaders, ...headers };
  const texts = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  /** @type {() => { body: string, headers: Record<string, string>, path?: string }} */
  const nextRequest = generate
    ? () => {
        const made = generate();
        const body = typeof made.body === 'string' ? made.body : JSON.stringify(made.body);
        return {
          body,
          headers: { ...allHeaders, ...made.headers },
          ...(made.path ? { path: made.path } : {}),
        };
      }
    : () => {
        const body = texts[next] ?? '{}';
        next = (next + 1) % texts.length;
        return { body, headers: allHeaders };
      };
  // A GET sends no body; its generated path carries what changes.
  const sent = (/** @type {ReturnType<typeof nextRequest>} */ request) =>
    method === 'GET'
      ? { headers: request.headers, ...(request.path ? { path: request.path } : {}) }
      : request;
  let responseBytes = 0;
  const checks = generate ? CHECKED_REQUESTS : Math.min(CHECKED_REQUESTS, texts.length);
  for (let checked = 0; checked < checks; checked += 1) {
    const request = nextRequest();
    const checkedUrl = request.path ? baseUrl + request.path : url;
    const body = method === 'GET' ? undefined : request.body;
    responseBytes = Math.max(
      responseBytes,
      await checkOnce(checkedUrl, request.headers, body, envelope, method),
    );
  }

  if (rate !== undefined && amount === undefined) {
    return measurePaced(baseUrl, { label, path, method, next: nextRequest }, options, {
      rate,
      connections,
      responseBytes,
    });
  }

  const varied = generate !== undefined || texts.length > 1;
  const load = (/** @type {{ duration: number } | { amount: number }} */ length) =>
    autocannon({
      url,
      method,
      headers: allHeaders,
      ...(method === 'GET' ? {} : { body: texts[0] }),
      // autocannon refuses more connections than requests.
      connections: 'amount' in length ? Math.min(connections, length.amount) : connections,
      ...length,
      // autocannon notices that a fixed amount is done only at its next sample: at its default of one
      // a second, a run of 3.1 s counted as 4 and capped the rate at the amount over whole seconds.
      ...('amount' in length ? { sampleInt: AMOUNT_SAMPLE_MS } : {}),
      ...(varied
        ? { requests: [{ setupRequest: (request) => ({ ...request, ...sent(nextRequest()) }) }] }
        : {}),
    });
  if (amount === undefined && options.warmupSeconds > 0) await load({ duration: options.warmupSeconds });
  const reading = options.meter ? await options.meter.start() : null;
  const result = await load(amount === undefined ? { duration: options.seconds } : { amount });
  const cpu = reading ? await reading() : null;
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[status] = Number(count);
  }
  return {
    label,
    path,
    connections,
    rate: rate ?? null,
    // A fixed amount's samples are not whole seconds: its rate is what it answered over its duration.
    requestsPerSecond:
      amount === undefined ? result.requests.average : result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    responseBytes,
    ...cpuPerRequest(cpu?.serverMs ?? null, cpu?.databaseMs ?? null, result.requests.total),
  };
}

/**
 * A call at a stated pace (see runPaced): its warm-up, then its measurement with the CPU it cost.
 *
 * @param {string} baseUrl
 * @param {{ label: string, path: string, method: 'GET' | 'POST',
 *   next: () => import('./paced.mjs').PacedRequest }} call
 * @param {LoadOptions} options
 * @param {{ rate: number, connections: number, responseBytes: number }} pace
 * @returns {Promise<LoadResult>}
 */
async function measurePaced(baseUrl, call, options, { rate, connections, responseBytes }) {
  const pace = (/** @type {number} */ seconds) => ({ rate, seconds, connections });
  if (options.warmupSeconds > 0) await runPaced(baseUrl, call, pace(options.warmupSeconds));
  const reading = options.meter ? await options.meter.start() : null;
  const run = await runPaced(baseUrl, call, pace(options.seconds));
  const cpu = reading ? await reading() : null;
  return {
    label: call.label,
    path: call.path,
    connections,
    rate,
    requestsPerSecond: run.requests / run.seconds,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    requests: run.requests,
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    statusCodes: run.statusCodes,
    responseBytes,
    ...cpuPerRequest(cpu?.serverMs ?? null, cpu?.databaseMs ?? null, run.requests),
  };
}

/**
 * @param {number | null} serverCpuMs
 * @param {number | null} databaseCpuMs
 * @param {number} requests
 */
function cpuPerRequest(serverCpuMs, databaseCpuMs, requests) {
  const per = (/** @type {number | null} */ ms) => (ms === null || requests === 0 ? null : ms / requests);
  return {
    serverCpuMs,
    databaseCpuMs,
    serverCpuMsPerRequest: per(serverCpuMs),
    databaseCpuMsPerRequest: per(databaseCpuMs),
  };
}

/**
 * Calls to be compared with each other, measured in turn in `rounds` slices of the run's seconds
 * (the warm-up only before each call's first slice), so that a change in the machine's speed during
 * the run (a shared machine's neighbours) weighs on all of them alike. Each call's result merges its
 * slices: the mean throughput, the mean median and the worst p99.
 *
 * @param {string} baseUrl
 * @param {Call[]} calls
 * @param {LoadOptions} options
 * @param {number} rounds
 * @returns {Promise<LoadResult[]>}
 */
export async function measureInterleaved(baseUrl, calls, options, rounds) {
  /** @type {LoadResult[][]} */
  const slices = calls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const slice = {
      ...options,
      seconds: Math.max(1, Math.round(options.seconds / rounds)),
      warmupSeconds: round === 0 ? options.warmupSeconds : 0,
    };
    for (const [index, call] of calls.entries()) {
      slices[index]?.push(await measureCall(baseUrl, call, slice));
    }
  }
  return slices.map((parts) => {
    const [first] = parts;
    if (!first) throw new Error('measureInterleaved needs at least one round');
    const mean = (/** @type {(part: LoadResult) => number} */ pick) =>
      parts.reduce((sum, part) => sum + pick(part), 0) / parts.length;
    const sum = (/** @type {(part: LoadResult) => number} */ pick) =>
      parts.reduce((total, part) => total + pick(part), 0);
    const sumOrNull = (/** @type {(part: LoadResult) => number | null} */ pick) =>
      parts.some((part) => pick(part) === null) ? null : sum((part) => pick(part) ?? 0);
    /** @type {Record<string, number>} */
    const statusCodes = {};
    for (const part of parts) {
      for (const [status, count] of Object.entries(part.statusCodes)) {
        statusCodes[status] = (statusCodes[status] ?? 0) + count;
      }
    }
    return {
      ...first,
      requestsPerSecond: mean((part) => part.requestsPerSecond),
      p50Ms: mean((part) => part.p50Ms),
      p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
      requests: sum((part) => part.requests),
      errors: sum((part) => part.errors),
      timeouts: sum((part) => part.timeouts),
      non2xx: sum((part) => part.non2xx),
      statusCodes,
      responseBytes: Math.max(...parts.map((part) => part.responseBytes)),
      ...cpuPerRequest(
        sumOrNull((part) => part.serverCpuMs),
        sumOrNull((part) => part.databaseCpuMs),
        sum((part) => part.requests),
      ),
    };
  });
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
 * @param {Record<string, string>} headers
 * @param {string | undefined} body
 * @param {boolean} envelopeExpected
 * @param {'GET' | 'POST'} [method]
 * @returns {Promise<number>}
 */
async function checkOnce(url, headers, body, envelopeExpected, method = 'POST') {
  const answer = await fetch(url, { method, headers, body });
  const text = await answer.text();
  /** @type {{ code?: string, msg?: string } | undefined} */
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  if (answer.status !== 200 || (envelopeExpected && envelope?.code !== '00000')) {
    throw new Error(`${method} ${url} ${body ?? ''} answered HTTP ${answer.status}: ${text.slice(0, 300)}`);
  }
  return Buffer.byteLength(text);
}
