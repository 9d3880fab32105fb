// `npm run bench`: the built server on a fresh PostgreSQL database, each home-page call loaded with
// autocannon and compared with two floors measured in the same run, then the home page's first-load
// JavaScript and CSS. Prints tables and writes bench/results/latest.json.
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './lib/bundle-size.mjs';
import { createFreshDatabase, errorText, redact } from './lib/database.mjs';
import { failuresOf, measureCall } from './lib/load.mjs';
import { budgetLine, formatFirstLoad, formatLoadTable, JS_BUDGET_KB, writeJson } from './lib/report.mjs';
import { ensureBuilt, findFreePort, isReachable, startServer } from './lib/server.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const serverLog = fileURLToPath(new URL('./results/server.log', import.meta.url));

const CEILING = '/api/bench/floor/bare';
const DB_FLOOR = '/api/bench/floor/db';
/** Every call the home page makes on first load (spec section 7). */
const HOME_CALLS = [
  '/api/front/home/banner/list',
  '/api/front/home/new/list',
  '/api/front/home/recommend/list',
  '/api/front/home/free/list/web',
  '/api/front/home/course/list',
  '/api/front/home/youke/course/list',
  '/api/front/home/training/all/list',
  '/api/front/home/vip/list',
  '/api/front/search/hot/list',
  '/api/front/config/detail',
];

const settings = {
  seconds: positive('BENCH_SECONDS', 8),
  warmupSeconds: positive('BENCH_WARMUP_SECONDS', 2),
  connections: positive('BENCH_CONNECTIONS', 50),
};
const databaseServer = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
/** @type {Array<{ what: string, undo: () => Promise<void> }>} */
const cleanups = [];

async function main() {
  await ensureBuilt(repoRoot);

  const database = await createFreshDatabase(databaseServer);
  cleanups.push({ what: `drop database ${database.name}`, undo: database.drop });
  const withRedis = await isReachable(redisUrl, 6379);
  console.log(
    `database: ${redact(database.url)}; cache: ${withRedis ? redisUrl : 'in-process (Redis not reachable)'}`,
  );

  const env = { ...process.env };
  for (const name of ['REDIS_URL', 'WEB_DIST', 'DATA_DIR', 'PORT', 'HOST']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(withRedis ? { REDIS_URL: redisUrl } : {}),
  });
  const server = await startServer({ repoRoot, port: await findFreePort(), env, logFile: serverLog });
  cleanups.push({
    what: 'stop the server',
    undo: async () => {
      const code = await server.stop();
      if (code !== 0) throw new Error(`the server exited with code ${code} after SIGTERM:\n${server.tail()}`);
    },
  });
  console.log(
    `server: ${server.baseUrl} (log: ${serverLog}); ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up, ${settings.seconds} s per call, ${cpus().length} CPUs\n`,
  );

  const results = [];
  for (const path of [CEILING, DB_FLOOR, ...HOME_CALLS]) {
    const result = await measureCall(server.baseUrl, path, settings);
    console.log(`  ${path}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`);
    results.push(result);
  }
  const [ceiling, dbFloor] = results;
  if (!ceiling || !dbFloor) throw new Error('the floors were not measured');
  console.log(`\n${formatLoadTable(results, ceiling, dbFloor)}\n`);

  const failures = results.flatMap((result) =>
    failuresOf(result).map((problem) => `${result.path}: ${problem}`),
  );

  /** @type {import('./lib/bundle-size.mjs').FirstLoad | null} */
  let firstLoad = null;
  /** @type {import('./lib/bundle-size.mjs').FirstLoad | null} */
  let withPrefetch = null;
  try {
    firstLoad = await measureFirstLoad(server.baseUrl, { includeIdlePrefetch: false });
    withPrefetch = await measureFirstLoad(server.baseUrl, { includeIdlePrefetch: true });
  } catch (error) {
    failures.push(`first load of /: ${errorText(error)}`);
  }
  const budget = firstLoad ? budgetLine(firstLoad) : null;
  if (firstLoad && budget) {
    console.log(`first load of / (what the first screen needs):\n${formatFirstLoad(firstLoad)}\n`);
    console.log(budget.text);
  }
  if (withPrefetch) {
    const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
    console.log(
      `with the idle-time prefetch of later pages' chunks: JS ${kb(withPrefetch.totals.js.gzipBytes)} KB gzip, ` +
        `CSS ${kb(withPrefetch.totals.css.gzipBytes)} KB gzip (downloaded after the first screen, not counted in the budget)`,
    );
  }

  writeJson(resultsFile, {
    finishedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    settings: { ...settings, database: 'postgresql', cache: withRedis ? 'redis' : 'memory' },
    calls: results.map((result) => ({
      ...result,
      ratioToCeiling: result.requestsPerSecond / ceiling.requestsPerSecond,
      ratioToDbFloor: result.requestsPerSecond / dbFloor.requestsPerSecond,
    })),
    firstLoad:
      firstLoad && budget ? { ...firstLoad, jsBudgetKb: JS_BUDGET_KB, jsWithinBudget: budget.ok } : null,
    withIdlePrefetch: withPrefetch?.totals ?? null,
    failures,
  });
  console.log(`results written to ${resultsFile}`);
  if (failures.length > 0) {
    throw new Error(`${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  }
}

/** @returns {Promise<boolean>} whether everything was undone */
async function cleanUp() {
  let clean = true;
  for (const { what, undo } of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      clean = false;
      console.error(`bench: could not ${what}: ${errorText(error)}`);
    }
  }
  return clean;
}

/**
 * @param {string} name
 * @param {number} fallback
 */
function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// Whatever goes wrong, the database is dropped and the server stopped before the process ends.
for (const event of /** @type {const} */ (['uncaughtException', 'unhandledRejection'])) {
  process.once(event, (error) => {
    console.error(`\nbench: ${event}: ${errorText(error)}`);
    void cleanUp().finally(() => process.exit(1));
  });
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nbench failed: ${errorText(error)}`);
}
const clean = await cleanUp();
process.exit(failed || !clean ? 1 : 0);
