// `npm run bench`: the built server on a fresh PostgreSQL database whose main catalogue is filled up
// to 10,000 courses; each home-page call, course detail (anonymous and logged in), course list and
// search, a camp term's rank among 10,000 learners and the header's unread count loaded with autocannon and compared with two floors measured in the same run and with
// their targets; tus upload throughput against a local copy of the same file; then the home page's
// first-load JavaScript and CSS. Prints tables and writes bench/results/latest.json.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './lib/bundle-size.mjs';
import { campLearnersWithProgress, openCampAndPlainPlays } from './lib/camp-heartbeats.mjs';
import { fillRankedTerm, rankRequestsOf } from './lib/camp-rank.mjs';
import {
  countPaid,
  notificationsOf,
  openShop,
  placeOrders,
  settlementsOf,
  signNotifications,
} from './lib/commerce.mjs';
import { fillOrdersAndRollUps } from './lib/dashboard.mjs';
import { createFreshDatabase, errorText, redact } from './lib/database.mjs';
import { enterpriseRequestsOf, exportEnterprise, fillEnterprise } from './lib/enterprise.mjs';
import { examSavesOf, startExamStorm } from './lib/exams.mjs';
import { heartbeatsOf, openPlays, upsertsOf } from './lib/heartbeats.mjs';
import { COMMON_KEYWORDS, fillCatalog } from './lib/large-catalog.mjs';
import { measureReminderFanOut, subscribeRequestsOf } from './lib/lives.mjs';
import { CHECKED_REQUESTS, failuresOf, measureCall, measureInterleaved } from './lib/load.mjs';
import { loginWithAccount } from './lib/login.mjs';
import { fillInboxes, unreadCountRequestsOf } from './lib/notices.mjs';
import { signInAs, signInAsEditor } from './lib/operator.mjs';
import {
  budgetLine,
  compareWithFloor,
  formatFirstLoad,
  formatLoadTable,
  JS_BUDGET_KB,
  judgeTargets,
  writeJson,
} from './lib/report.mjs';
import { ensureBuilt, findFreePort, isReachable, startServer } from './lib/server.mjs';
import { measureUploads } from './lib/uploads.mjs';

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
  /** Listed main-site courses and bundles after the fill (the demo seed has 54). */
  courses: positive('BENCH_COURSES', 10_000),
  /** Search is judged by latency: this many learners typing at once, not a saturating crowd. */
  searchConnections: positive('BENCH_SEARCH_CONNECTIONS', 10),
  /** Learners watching at once, each playing SECTIONS_PER_LEARNER sections: the heartbeats' rows. */
  learners: positive('BENCH_LEARNERS', 200),
  /** Buyers, each with a pending order of every demo product on sale: the notifications' orders. */
  buyers: positive('BENCH_BUYERS', 100),
  /** Size of the file uploaded by tus and copied locally, and how many times each, alternating. */
  uploadMegabytes: positive('BENCH_UPLOAD_MB', 200),
  uploadRounds: positive('BENCH_UPLOAD_ROUNDS', 5),
  /** Candidates who start one exam together, then keep saving answers: the exam-start storm. */
  candidates: positive('BENCH_CANDIDATES', 2000),
  /** Learners of the one camp term the rank is asked of, and how many of them ask (logged in). */
  rankLearners: positive('BENCH_RANK_LEARNERS', 10_000),
  rankViewers: positive('BENCH_RANK_VIEWERS', 50),
  /** Orders behind the console dashboard's figures (a year of them). */
  dashboardOrders: positive('BENCH_DASHBOARD_ORDERS', 1_000_000),
  /** Learners of the bench's enterprise (30 days of roll-ups each), and how many of them ask. */
  enterpriseLearners: positive('BENCH_ENT_LEARNERS', 50_000),
  enterpriseViewers: positive('BENCH_ENT_VIEWERS', 50),
};
const UPLOADS = 'tus upload';
/** Issue 17: upload throughput through tus at least half of a plain local copy of the same file. */
const UPLOAD_RATIO_GOAL = 0.5;
const SECTIONS_PER_LEARNER = 5;
/**
 * `BENCH_ONLY=detail,search` measures only the calls whose label holds one of these words (the
 * floors always run) and skips the first-load sizes: quick runs while working on one call.
 */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter((word) => word.length > 0);
const wanted = (/** @type {string} */ label) =>
  only.length === 0 || only.some((word) => label.includes(word));
/** A seeded enterprise learner (README): the detail's learner flags then include the licence probe. */
const LEARNER = { account: 'hdzz001', password: 'Zhixue@2026' };
/** Demo single courses 1-48 and bundles 101-106 (seed ids). */
const DEMO_COURSE_IDS = [...Array.from({ length: 48 }, (_, i) => i + 1), 101, 102, 103, 104, 105, 106];
const databaseServer = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
/** @type {Array<{ what: string, undo: () => Promise<void> }>} */
const cleanups = [];

async function main() {
  const build = await ensureBuilt(repoRoot);

  const database = await createFreshDatabase(databaseServer);
  cleanups.push({ what: `drop database ${database.name}`, undo: database.drop });
  const withRedis = await isReachable(redisUrl, 6379);
  console.log(
    `database: ${redact(database.url)}; cache: ${withRedis ? redisUrl : 'in-process (Redis not reachable)'}`,
  );

  // Uploaded files and media land in a folder of this run, not in the repository's data folder.
  const dataDir = await mkdtemp(join(tmpdir(), 'zhixue-bench-data-'));
  cleanups.push({ what: `remove ${dataDir}`, undo: () => rm(dataDir, { recursive: true, force: true }) });
  const env = { ...process.env };
  for (const name of ['REDIS_URL', 'WEB_DIST', 'DATA_DIR', 'PORT', 'HOST']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(withRedis ? { REDIS_URL: redisUrl } : {}),
  });
  const server = await startServer({ repoRoot, build, port: await findFreePort(), env, logFile: serverLog });
  cleanups.push({
    what: 'stop the server',
    undo: async () => {
      const code = await server.stop();
      if (code !== 0) throw new Error(`the server exited with code ${code} after SIGTERM:\n${server.tail()}`);
    },
  });
  const filled = await fillCatalog(database.url, settings.courses);
  const token = await loginWithAccount(server.baseUrl, LEARNER.account, LEARNER.password);
  const consoleHeaders = wanted(CONSOLE_COURSES) ? await signInAsEditor(server.baseUrl) : {};
  console.log(
    `server: ${server.baseUrl} (log: ${serverLog}); catalogue filled with ${filled.added} generated courses ` +
      `to ${settings.courses}; ${settings.connections} connections (search ${settings.searchConnections}), ` +
      `${settings.warmupSeconds} s warm-up, ${settings.seconds} s per call, ${cpus().length} CPUs\n`,
  );

  /** @type {import('./lib/load.mjs').LoadResult[]} */
  const results = [];
  const calls = [CEILING, DB_FLOOR, ...HOME_CALLS, ...catalogCalls(filled.ids, token, consoleHeaders)].filter(
    (call) =>
      typeof call === 'string'
        ? call === CEILING || call === DB_FLOOR || wanted(call)
        : call.path === CEILING || call.path === DB_FLOOR || wanted(call.label),
  );
  for (const call of calls) {
    const result = await measureCall(server.baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
  const paidCheck = [UPSERT_FLOOR, HEARTBEATS, SETTLE, NOTIFICATIONS].some(wanted)
    ? await measureLearningAndCommerce(server.baseUrl, database.url, results)
    : null;
  const examCheck = [EXAM_FLOOR, EXAM_SAVES, EXAM_SAVES_PACED].some(wanted)
    ? await measureExamSaves(server.baseUrl, database.url, results)
    : null;
  if ([RANK_FLOOR, RANK].some(wanted)) await measureRank(server.baseUrl, database.url, results);
  if ([ENT_FLOOR, ENT_STATISTICS, ENT_RANK, ENT_EXPORT].some(wanted)) {
    await measureEnterprise(server.baseUrl, database.url, results);
  }
  if ([PLAIN_BEATS, CAMP_BEATS].some(wanted)) {
    await measureCampHeartbeats(server.baseUrl, database.url, results);
  }
  if ([UNREAD_FLOOR, UNREAD].some(wanted)) await measureUnreadCount(server.baseUrl, database.url, results);
  if ([DASHBOARD_FLOOR, DASHBOARD].some(wanted))
    await measureDashboard(server.baseUrl, database.url, results);
  const fanOutCheck = [REMINDERS, SUBSCRIBE_FLOOR, SUBSCRIBE].some(wanted)
    ? await measureLives(server.baseUrl, database.url, results)
    : null;
  const [ceiling, dbFloor] = results;
  if (!ceiling || !dbFloor) throw new Error('the floors were not measured');
  console.log(`\n${formatLoadTable(results, ceiling, dbFloor)}\n`);
  const targets = judgeTargets(
    TARGETS.filter((target) => results.some((result) => result.label === target.label)),
    results,
  );
  console.log(`targets:\n${targets.map((target) => `  ${target.text}`).join('\n')}\n`);
  if (results.some((result) => result.label === DB_COMMERCE)) {
    console.log(`${compareWithFloor(results, [SETTLE, NOTIFICATIONS], DB_COMMERCE)}\n`);
  }

  const failures = results.flatMap((result) =>
    failuresOf(result).map((problem) => `${result.label}: ${problem}`),
  );
  if (paidCheck) failures.push(paidCheck);
  if (fanOutCheck) failures.push(fanOutCheck);
  if (examCheck) failures.push(examCheck);

  const uploads = wanted(UPLOADS)
    ? await measureUploads(server.baseUrl, {
        megabytes: settings.uploadMegabytes,
        rounds: settings.uploadRounds,
      })
    : null;
  if (uploads) {
    const mbps = (/** @type {number[]} */ runs) => runs.map((run) => run.toFixed(0)).join(', ');
    console.log(
      `uploads of a ${settings.uploadMegabytes} MB file (median of ${settings.uploadRounds}, alternating):\n` +
        `  ${uploads.copy.label}: ${uploads.copy.megabytesPerSecond.toFixed(0)} MB/s (${mbps(uploads.copy.runs)})\n` +
        `  ${uploads.upload.label}: ${uploads.upload.megabytesPerSecond.toFixed(0)} MB/s (${mbps(uploads.upload.runs)})\n` +
        `  ${uploads.ratio >= UPLOAD_RATIO_GOAL ? 'PASS' : 'FAIL'} tus upload ${uploads.ratio.toFixed(2)}x the local copy ` +
        `(median of the rounds' ratios ${uploads.ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; goal ≥ ${UPLOAD_RATIO_GOAL}x)\n`,
    );
    if (uploads.ratio < UPLOAD_RATIO_GOAL) {
      failures.push(`tus upload: ${uploads.ratio.toFixed(2)}x the local copy, under ${UPLOAD_RATIO_GOAL}x`);
    }
  }

  /** @type {import('./lib/bundle-size.mjs').FirstLoad | null} */
  let firstLoad = null;
  /** @type {import('./lib/bundle-size.mjs').FirstLoad | null} */
  let withPrefetch = null;
  try {
    if (only.length === 0) {
      firstLoad = await measureFirstLoad(server.baseUrl, { includeIdlePrefetch: false });
      withPrefetch = await measureFirstLoad(server.baseUrl, { includeIdlePrefetch: true });
    }
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
    generatedCourses: filled.added,
    calls: results.map((result) => ({
      ...result,
      ratioToCeiling: result.requestsPerSecond / ceiling.requestsPerSecond,
      ratioToDbFloor: result.requestsPerSecond / dbFloor.requestsPerSecond,
    })),
    targets: targets.map(({ label, measure, goal, figure, pass }) => ({
      label,
      measure,
      goal,
      figure,
      pass,
    })),
    firstLoad:
      firstLoad && budget ? { ...firstLoad, jsBudgetKb: JS_BUDGET_KB, jsWithinBudget: budget.ok } : null,
    withIdlePrefetch: withPrefetch?.totals ?? null,
    uploads: uploads ? { ...uploads, megabytes: settings.uploadMegabytes, goal: UPLOAD_RATIO_GOAL } : null,
    failures,
  });
  console.log(`results written to ${resultsFile}`);
  if (failures.length > 0) {
    throw new Error(`${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  }
}

const UPSERT_FLOOR = 'upsert floor';
/** Slices the upsert floor and the heartbeats alternate in (BENCH_SECONDS is shared among them). */
const INTERLEAVED_ROUNDS = 3;
const HEARTBEATS = 'learn/duration/save';
const DB_COMMERCE = 'db floor, next to commerce';
const SETTLE = 'order/settle';
const NOTIFICATIONS = 'pay notification (orders fulfilled)';

/**
 * Heartbeats against the single-row upsert floor, then order/settle and the payment notification
 * path (each notification fulfils one pending order) next to the db floor; appended to `results`.
 * Answers a problem when not every notified order ended up paid, else null.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 * @returns {Promise<string | null>}
 */
async function measureLearningAndCommerce(baseUrl, databaseUrl, results) {
  const measure = async (/** @type {import('./lib/load.mjs').Call} */ call) => {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
    return result;
  };

  const plays = await openPlays(baseUrl, databaseUrl, {
    learners: settings.learners,
    sectionsEach: SECTIONS_PER_LEARNER,
  });
  console.log(`  (${settings.learners} learners playing ${plays.length} sections)`);
  // The 2x target is a ratio of two throughputs: measured in alternating slices, not one after the other.
  await againstUpsertFloor(baseUrl, databaseUrl, results, {
    floorLabel: UPSERT_FLOOR,
    label: HEARTBEATS,
    path: '/api/front/learn/duration/save',
    rows: plays.length,
    generate: heartbeatsOf(plays),
  });

  const shop = await openShop(baseUrl, databaseUrl, settings.buyers);
  await measure({ label: DB_COMMERCE, path: DB_FLOOR });
  await measure({ label: SETTLE, path: '/api/front/order/settle', generate: settlementsOf(shop) });
  const orders = await placeOrders(baseUrl, shop);
  console.log(
    `  (${orders.length} pending orders: ${settings.buyers} buyers x ${shop.products.length} products)`,
  );
  // A tenth warms the path up; the rest is measured, each notification fulfilling one order.
  const warmup = Math.max(CHECKED_REQUESTS + 1, Math.floor(orders.length / 10));
  const notifications = await signNotifications(baseUrl, orders);
  await measureCall(
    baseUrl,
    {
      label: 'notification warm-up',
      path: PAY_NOTIFY_PATH,
      generate: notificationsOf(notifications.slice(0, warmup)),
      amount: warmup - CHECKED_REQUESTS,
      envelope: false,
    },
    settings,
  );
  const measured = await measure({
    label: NOTIFICATIONS,
    path: PAY_NOTIFY_PATH,
    generate: notificationsOf(notifications.slice(warmup)),
    amount: notifications.length - warmup - CHECKED_REQUESTS,
    envelope: false,
  });
  const paid = await countPaid(
    databaseUrl,
    orders.map((order) => order.orderNo),
  );
  console.log(`  (${paid} of ${orders.length} orders paid; ${measured.requests} notifications measured)`);
  return paid === orders.length
    ? null
    : `${orders.length - paid} of ${orders.length} notified orders not paid`;
}

const RANK_FLOOR = 'db floor, next to the rank';
const RANK = 'v2/user/rank';

/**
 * `training/v2/user/rank` in a term of settings.rankLearners learners, asked by settings.rankViewers
 * of them in turn at the searches' concurrency (a latency target), after the db floor at the same
 * concurrency; appended to `results`.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 */
async function measureRank(baseUrl, databaseUrl, results) {
  const viewers = await fillRankedTerm(baseUrl, databaseUrl, {
    size: settings.rankLearners,
    viewers: settings.rankViewers,
  });
  console.log(`  (a term of ${settings.rankLearners} learners, ${viewers.length} asking for their rank)`);
  for (const call of [
    { label: RANK_FLOOR, path: DB_FLOOR, connections: settings.searchConnections },
    {
      label: RANK,
      path: '/api/front/training/v2/user/rank',
      generate: rankRequestsOf(viewers),
      connections: settings.searchConnections,
    },
  ]) {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
}

const PLAIN_BEATS = 'heartbeats, plain (camp course)';
const CAMP_BEATS = 'heartbeats with camp progress';

/**
 * Issue 12: heartbeats with camp progress on against plain heartbeats of the same sections, in
 * alternating slices of one run. The camp learners' plays finish their (shortened) sections during
 * the run, so learned sections recompute their stored progress as they happen; appended to `results`.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 */
async function measureCampHeartbeats(baseUrl, databaseUrl, results) {
  const { plain, camp, courseId } = await openCampAndPlainPlays(baseUrl, databaseUrl, {
    learners: settings.learners,
    sectionsEach: SECTIONS_PER_LEARNER,
  });
  console.log(
    `  (${settings.learners} plain and ${settings.learners} camp learners, ${plain.length + camp.length} plays of course ${courseId})`,
  );
  const measured = await measureInterleaved(
    baseUrl,
    [
      { label: PLAIN_BEATS, path: '/api/front/learn/duration/save', generate: heartbeatsOf(plain) },
      { label: CAMP_BEATS, path: '/api/front/training/course/learn/save', generate: heartbeatsOf(camp) },
    ],
    settings,
    INTERLEAVED_ROUNDS,
  );
  for (const result of measured) {
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms (${INTERLEAVED_ROUNDS} alternating slices)`,
    );
    results.push(result);
  }
  console.log(
    `  (${await campLearnersWithProgress(databaseUrl)} of ${settings.learners} camp learners' stored progress moved)`,
  );
}

const ENT_FLOOR = 'db floor, next to the enterprise';
const ENT_STATISTICS = 'ent home/statistics';
const ENT_RANK = 'ent home/learn/user/rank';
const ENT_EXPORT = 'ent statistics export';

/**
 * The enterprise learning centre at size: an enterprise of settings.enterpriseLearners learners with
 * 30 days of roll-ups; `home/statistics` and `home/learn/user/rank` asked by settings.enterpriseViewers
 * of them in turn at the searches' concurrency (latency targets), after the db floor; then the
 * statistics export of every learner by its job, whose peak memory is printed.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 */
async function measureEnterprise(baseUrl, databaseUrl, results) {
  const filling = Date.now();
  const { entId, viewers } = await fillEnterprise(baseUrl, databaseUrl, {
    size: settings.enterpriseLearners,
    viewers: settings.enterpriseViewers,
  });
  console.log(
    `  (an enterprise of ${settings.enterpriseLearners} learners with 30 days of roll-ups, filled in ` +
      `${((Date.now() - filling) / 1000).toFixed(0)} s; ${viewers.length} asking)`,
  );
  for (const call of [
    { label: ENT_FLOOR, path: DB_FLOOR, connections: settings.searchConnections },
    {
      label: ENT_STATISTICS,
      path: '/api/ent/front/home/statistics',
      generate: enterpriseRequestsOf(viewers),
      connections: settings.searchConnections,
    },
    {
      label: ENT_RANK,
      path: '/api/ent/front/home/learn/user/rank',
      generate: enterpriseRequestsOf(viewers),
      connections: settings.searchConnections,
    },
  ]) {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
  if (!wanted(ENT_EXPORT)) return;
  const exported = await exportEnterprise(baseUrl, databaseUrl, entId);
  console.log(
    `  ${ENT_EXPORT}: ${exported.rows} rows in ${exported.seconds.toFixed(1)} s; peak memory growth of the ` +
      `export job: heap ${exported.peakHeapMb} MB, resident ${exported.peakRssMb} MB`,
  );
}

const EXAM_FLOOR = 'upsert floor, next to exam saves';
const EXAM_SAVES = 'exam/paper/save';
const EXAM_SAVES_PACED = 'exam/paper/save at the storm pace';
/** The issue's storm: 2,000 candidates start one exam within 10 seconds… */
const EXAM_START_SECONDS = 10;
/** …and each saves an answer every 20 seconds. */
const EXAM_SAVE_EVERY_SECONDS = 20;

/**
 * A write call against the single-row upsert floor over as many rows, in alternating slices (a ratio
 * of two throughputs on a machine whose speed drifts); both figures are printed and appended to
 * `results`.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 * @param {{ floorLabel: string, label: string, path: string, rows: number,
 *   generate: import('./lib/load.mjs').Call['generate'] }} call
 */
async function againstUpsertFloor(
  baseUrl,
  databaseUrl,
  results,
  { floorLabel, label, path, rows, generate },
) {
  const measured = await measureInterleaved(
    baseUrl,
    [
      { label: floorLabel, path: '/api/bench/floor/upsert', generate: await upsertsOf(databaseUrl, rows) },
      { label, path, generate },
    ],
    settings,
    INTERLEAVED_ROUNDS,
  );
  for (const result of measured) {
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms (${INTERLEAVED_ROUNDS} alternating slices)`,
    );
    results.push(result);
  }
}

/**
 * The exam-start storm (settings.candidates start one exam), then their saves: at the candidates'
 * own pace (one save each every EXAM_SAVE_EVERY_SECONDS, the p99 target), and as fast as the server
 * answers against the single-row upsert floor in alternating slices (the throughput target);
 * appended to `results`. Answers a problem when the starts took longer than EXAM_START_SECONDS,
 * else null.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 * @returns {Promise<string | null>}
 */
async function measureExamSaves(baseUrl, databaseUrl, results) {
  const { sittings, startSeconds } = await startExamStorm(baseUrl, databaseUrl, settings.candidates);
  console.log(`  (${sittings.length} candidates started one exam in ${startSeconds.toFixed(1)} s)`);
  const saves = examSavesOf(sittings);
  const paced = await measureCall(
    baseUrl,
    {
      label: EXAM_SAVES_PACED,
      path: '/api/front/exam/paper/save',
      generate: saves,
      rate: sittings.length / EXAM_SAVE_EVERY_SECONDS,
    },
    settings,
  );
  console.log(
    `  ${paced.label}: ${paced.requestsPerSecond.toFixed(0)} req/s (${sittings.length} candidates, one save each every ${EXAM_SAVE_EVERY_SECONDS} s), p99 ${paced.p99Ms.toFixed(1)} ms`,
  );
  results.push(paced);
  await againstUpsertFloor(baseUrl, databaseUrl, results, {
    floorLabel: EXAM_FLOOR,
    label: EXAM_SAVES,
    path: '/api/front/exam/paper/save',
    rows: sittings.length,
    generate: saves,
  });
  return startSeconds <= EXAM_START_SECONDS
    ? null
    : `${sittings.length} candidates took ${startSeconds.toFixed(1)} s to start one exam (goal ${EXAM_START_SECONDS} s)`;
}

/** The sandbox's notifications use WeChat Pay's address (PAY_NOTIFY_PATHS.wx). */
const PAY_NOTIFY_PATH = '/api/pay/notify/wx';

const UNREAD_FLOOR = 'db floor, next to the unread count';
const UNREAD = 'notice/count';

/**
 * The header's unread count (`comment/notice/count`, asked on every page view) for learners with
 * notices and announcements, at the run's connections, after the single-row select floor at the
 * same connections; appended to `results`.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 */
async function measureUnreadCount(baseUrl, databaseUrl, results) {
  const tokens = await fillInboxes(baseUrl, databaseUrl, {
    learners: 100,
    noticesEach: 50,
    otherNotices: 100_000,
  });
  console.log('  (100 learners with 50 notices each among 100,000 others, 3 announcements)');
  for (const call of [
    { label: UNREAD_FLOOR, path: DB_FLOOR },
    {
      label: UNREAD,
      path: '/api/front/training/v2/coursework/comment/notice/count',
      generate: unreadCountRequestsOf(tokens),
    },
  ]) {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
  console.log(`${compareWithFloor(results, [UNREAD], UNREAD_FLOOR)}\n`);
}

const DASHBOARD_FLOOR = 'db floor, next to the dashboard';
const DASHBOARD = 'console dashboard';
/** The demo super admin (README): every queue of the dashboard is counted for it, and the figures read. */
const SUPER_ADMIN = {
  account: 'admin',
  password: 'Console@2026',
  secret: 'ZHIXUEDEMOADMINAAAAAAAAAAAAAAAAA',
};

/**
 * Issue 29: the console's landing call (`dashboard/overview`) as the super admin asks it, with
 * settings.dashboardOrders orders in the database and their roll-ups, at the searches' concurrency
 * (a latency target: p99 under 100 ms), after the single-row select floor; appended to `results`.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 */
async function measureDashboard(baseUrl, databaseUrl, results) {
  const seconds = await fillOrdersAndRollUps(databaseUrl, settings.dashboardOrders);
  console.log(
    `  (${settings.dashboardOrders} orders over a year and their roll-ups, filled in ${seconds.toFixed(0)} s)`,
  );
  const headers = await signInAs(baseUrl, SUPER_ADMIN);
  for (const call of [
    { label: DASHBOARD_FLOOR, path: DB_FLOOR, connections: settings.searchConnections },
    {
      label: DASHBOARD,
      path: '/api/admin/dashboard/overview',
      headers,
      connections: settings.searchConnections,
    },
  ]) {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
}

const REMINDERS = 'live reminders';
const SUBSCRIBE_FLOOR = 'db floor, next to live/subscribe';
const SUBSCRIBE = 'live/subscribe';
/** Issue 15: 100,000 subscribers of one live reminded within one minute. */
const FANOUT_SUBSCRIBERS = positive('BENCH_LIVE_SUBSCRIBERS', 100_000);
const FANOUT_SECONDS_GOAL = 60;

/**
 * The reminder fan-out (one sweep writing a notice to each of FANOUT_SUBSCRIBERS subscribers; its
 * messages per second printed), then `live/subscribe` on that live by 100 learners in turn after the
 * single-row select floor, both appended to `results`. Answers a failure line when the sweep took
 * longer than a minute, else null.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('./lib/load.mjs').LoadResult[]} results
 * @returns {Promise<string | null>}
 */
async function measureLives(baseUrl, databaseUrl, results) {
  console.log(`  (reminding ${FANOUT_SUBSCRIBERS} subscribers of one live; the sweep runs each minute)`);
  const fanOut = await measureReminderFanOut(databaseUrl, FANOUT_SUBSCRIBERS);
  const pass = fanOut.seconds < FANOUT_SECONDS_GOAL;
  console.log(
    `  ${REMINDERS}: ${fanOut.written} messages in ${fanOut.seconds.toFixed(1)} s = ` +
      `${fanOut.perSecond.toFixed(0)} messages/s (${fanOut.dueToDoneSeconds.toFixed(0)} s from due to done, ` +
      `the sweep's minute included; target < ${FANOUT_SECONDS_GOAL} s): ${pass ? 'PASS' : 'MISS'}`,
  );
  const generate = await subscribeRequestsOf(baseUrl, databaseUrl, 100);
  for (const call of [
    { label: SUBSCRIBE_FLOOR, path: DB_FLOOR },
    { label: SUBSCRIBE, path: '/api/front/live/subscribe', generate },
  ]) {
    const result = await measureCall(baseUrl, call, settings);
    console.log(
      `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    results.push(result);
  }
  return pass ? null : `${REMINDERS}: ${fanOut.seconds.toFixed(1)} s for ${fanOut.written} messages`;
}

/** Distinct rare searches: more than the 5,000 answers the server's public cache keeps. */
const SEARCHES = 6_000;

const BARE_AGAIN = 'bare route, next to the detail';
const DB_AGAIN = 'db floor, next to the detail';
const DB_SEARCH = 'db floor, search connections';

/** Issue 17: the console's course list over 10,000 courses, as a few operators page and filter it. */
const CONSOLE_COURSES = 'console course list';

/** @type {import('./lib/report.mjs').Target[]} */
const TARGETS = [
  { label: SUBSCRIBE, measure: 'p99', goal: 20, reference: SUBSCRIBE_FLOOR },
  { label: CONSOLE_COURSES, measure: 'p99', goal: 50, reference: DB_AGAIN },
  { label: 'course/detail anonymous', measure: 'ratio', goal: 0.5, reference: BARE_AGAIN },
  { label: 'course/list', measure: 'ratio', goal: 0.5, reference: BARE_AGAIN },
  { label: 'course/detail logged in', measure: 'ratio', goal: 0.7, reference: DB_AGAIN },
  { label: 'search courses', measure: 'p99', goal: 20, reference: DB_SEARCH },
  { label: 'search camps', measure: 'p99', goal: 20, reference: DB_SEARCH },
  { label: HEARTBEATS, measure: 'ratio', goal: 2, reference: UPSERT_FLOOR },
  { label: HEARTBEATS, measure: 'p99', goal: 50, reference: UPSERT_FLOOR },
  { label: EXAM_SAVES, measure: 'ratio', goal: 1, reference: EXAM_FLOOR },
  { label: EXAM_SAVES_PACED, measure: 'p99', goal: 50, reference: EXAM_FLOOR },
  { label: RANK, measure: 'p99', goal: 20, reference: RANK_FLOOR },
  { label: ENT_STATISTICS, measure: 'p99', goal: 50, reference: ENT_FLOOR },
  { label: ENT_RANK, measure: 'p99', goal: 20, reference: ENT_FLOOR },
  { label: CAMP_BEATS, measure: 'ratio', goal: 0.9, reference: PLAIN_BEATS },
  { label: UNREAD, measure: 'p99', goal: 10, reference: UNREAD_FLOOR },
  { label: DASHBOARD, measure: 'p99', goal: 100, reference: DASHBOARD_FLOOR },
];

/**
 * The course pages' calls on the filled catalogue. Detail and list ask what visitors ask: the demo
 * courses and a few hundred generated ones, the list's filters and first pages. Search asks more
 * distinct things than the server's caches hold (course pages keep 1,000, answers 5,000) and
 * in a fixed shuffled order, so every search reaches the database: common words that match hundreds
 * of courses, and `第n期` that matches one.
 *
 * @param {number[]} generatedIds
 * @param {string} token
 * @param {Record<string, string>} consoleHeaders the editor's console cookie and header
 * @returns {import('./lib/load.mjs').Call[]}
 */
function catalogCalls(generatedIds, token, consoleHeaders) {
  const detailIds = [
    ...DEMO_COURSE_IDS,
    ...generatedIds.filter((_, index) => index % 20 === 0).slice(0, 446),
  ];
  const detailBodies = detailIds.map((id) => ({ id }));
  const listBodies = [undefined, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((categoryId) =>
    ['default', 'newest', 'popular'].flatMap((sort) =>
      [1, 2, 3].map((pageCurrent) => ({ categoryId, sort, pageCurrent, pageSize: 16 })),
    ),
  );
  const rare = (/** @type {number} */ count) =>
    Array.from({ length: count }, (_, i) => `第${1 + ((i * 7919) % settings.courses)}期`);
  const courseSearches = shuffled([
    ...COMMON_KEYWORDS.flatMap((keyword) =>
      [1, 2].flatMap((pageCurrent) => [
        { keyword, pageCurrent, pageSize: 16, type: 1 },
        { keyword, pageCurrent, pageSize: 16, type: 2 },
      ]),
    ),
    ...rare(SEARCHES).map((keyword) => ({ keyword, pageCurrent: 1, pageSize: 16, type: 1 })),
  ]);
  const campSearches = shuffled(
    [...COMMON_KEYWORDS, '训练营', '线下', '体验', ...rare(SEARCHES)].map((keyword) => ({
      keyword,
      pageSize: 16,
    })),
  );
  // The console's list: every sort, its first pages and a deep one, by state and type, and by name.
  const consoleBodies = ['-id', 'id', '-price', '-learnerCount'].flatMap((sort) =>
    [1, 2, 50].flatMap((pageCurrent) => [
      { sort, pageCurrent, pageSize: 20 },
      { sort, pageCurrent, pageSize: 20, published: true, type: 1 },
      { sort, pageCurrent, pageSize: 20, keyword: COMMON_KEYWORDS[pageCurrent % COMMON_KEYWORDS.length] },
    ]),
  );
  return [
    // Each target is judged against a floor measured just before it (see judgeTargets).
    { label: BARE_AGAIN, path: CEILING },
    { label: 'course/detail anonymous', path: '/api/front/course/detail', bodies: detailBodies },
    { label: 'course/list', path: '/api/front/course/list', bodies: listBodies },
    { label: DB_AGAIN, path: DB_FLOOR },
    {
      label: CONSOLE_COURSES,
      path: '/api/admin/course/list',
      bodies: consoleBodies,
      headers: consoleHeaders,
      connections: settings.searchConnections,
    },
    {
      label: 'course/detail logged in',
      path: '/api/front/course/detail',
      bodies: detailBodies,
      headers: { token },
    },
    // What a database round trip alone costs at the searches' concurrency: the reference for their p99.
    { label: DB_SEARCH, path: DB_FLOOR, connections: settings.searchConnections },
    {
      label: 'search courses',
      path: '/api/front/course/list',
      bodies: courseSearches,
      connections: settings.searchConnections,
    },
    {
      label: 'search camps',
      path: '/api/front/search/training/list',
      bodies: campSearches,
      connections: settings.searchConnections,
    },
  ];
}

/**
 * The same order on every run (a fixed linear congruential sequence), mixed well enough that
 * common and rare searches alternate.
 *
 * @template T
 * @param {T[]} items
 * @returns {T[]}
 */
function shuffled(items) {
  const copy = [...items];
  let state = 2026;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = /** @type {[T, T]} */ ([copy[j], copy[i]]);
  }
  return copy;
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
