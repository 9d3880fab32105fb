import { Agent, request } from 'node:http';

/**
 * @typedef {object} PacedRequest
 * @property {string} body
 * @property {Record<string, string>} headers
 * @property {string} [path] instead of the call's path
 */

/**
 * @typedef {object} PacedRun
 * @property {number} requests answered, whatever their status
 * @property {number} seconds from the first request's moment to the last answer
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} errors connection errors, timeouts included
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, number>} statusCodes
 */

/** As autocannon's default: an answer slower than this counts as a timeout. */
const TIMEOUT_MS = 10_000;

/**
 * Requests at a fixed pace whatever the answers do, as users arrive (an open loop): request n
 * leaves at start + n / rate on one of `connections` kept-alive sockets, and its latency counts
 * from that moment, so a wait for a free socket counts too (no coordinated omission). autocannon's
 * rate options send each second's quota at once and then wait for the next second, so their p99 was
 * a burst's: the same as a saturated run's.
 *
 * @param {string} baseUrl
 * @param {{ method: 'GET' | 'POST', path: string, next: () => PacedRequest }} call
 * @param {{ rate: number, seconds: number, connections: number }} pace
 * @returns {Promise<PacedRun>}
 */
export async function runPaced(baseUrl, call, { rate, seconds, connections }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statusCodes = {};
  const run = { answered: 0, errors: 0, timeouts: 0, non2xx: 0 };
  /** @type {Promise<void>[]} */
  const answers = [];
  const started = performance.now();
  let lastAnswer = started;

  const send = (/** @type {number} */ scheduled) =>
    new Promise((resolve) => {
      const made = call.next();
      const sent = request(
        new URL(made.path ?? call.path, baseUrl),
        { method: call.method, agent, headers: made.headers, timeout: TIMEOUT_MS },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            lastAnswer = performance.now();
            run.answered += 1;
            const status = answer.statusCode ?? 0;
            statusCodes[status] = (statusCodes[status] ?? 0) + 1;
            if (status >= 200 && status < 300) latencies.push(lastAnswer - scheduled);
            else run.non2xx += 1;
            resolve(undefined);
          });
        },
      );
      // A timeout ends the request with an error, counted with the others (as autocannon counts it).
      sent.on('timeout', () => {
        run.timeouts += 1;
        sent.destroy(new Error('timeout'));
      });
      sent.on('error', () => {
        run.errors += 1;
        resolve(undefined);
      });
      sent.end(call.method === 'GET' ? undefined : made.body);
    });

  await new Promise((resolve) => {
    let issued = 0;
    const issueDue = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      for (; issued < due; issued += 1) answers.push(send(started + (issued * 1000) / rate));
      if (issued < total) setTimeout(issueDue, 1);
      else resolve(undefined);
    };
    issueDue();
  });
  await Promise.all(answers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (/** @type {number} */ share) =>
    latencies.length === 0 ? 0 : (latencies[Math.floor(share * (latencies.length - 1))] ?? 0);
  return {
    requests: run.answered,
    seconds: (lastAnswer - started) / 1000,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    statusCodes,
  };
}
