import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve as resolvePath } from 'node:path';
import Redis from 'ioredis';

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * @typedef {object} Build
 * @property {string} serverBundle the server's main.mjs
 * @property {string} webDist the web app's folder
 */

/**
 * The build to measure: `BENCH_SERVER_BUNDLE` and `BENCH_WEB_DIST` (paths from the repository root)
 * point at another build, such as a private one made with SERVER_BUILD_OUT and `vite build --outDir`,
 * and must exist. Otherwise the default outputs, built with `npm run build` when either is missing.
 *
 * @param {string} repoRoot
 * @returns {Promise<Build>}
 */
export async function ensureBuilt(repoRoot) {
  const build = {
    serverBundle: resolvePath(repoRoot, process.env.BENCH_SERVER_BUNDLE || 'apps/server/dist/main.mjs'),
    webDist: resolvePath(repoRoot, process.env.BENCH_WEB_DIST || 'apps/web/dist'),
  };
  const outputs = [build.serverBundle, join(build.webDist, 'index.html')];
  if (outputs.every((file) => existsSync(file))) return build;
  if (process.env.BENCH_SERVER_BUNDLE || process.env.BENCH_WEB_DIST) {
    throw new Error(
      `BENCH_SERVER_BUNDLE or BENCH_WEB_DIST names a build that is not there: ${outputs.join(', ')}`,
    );
  }
  console.log('build output missing: running npm run build');
  const code = await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  for (const file of outputs) {
    if (!existsSync(file)) throw new Error(`npm run build did not produce ${file}`);
  }
  return build;
}

/**
 * A port nobody listens on right now. Picking it here lets the server run at LOG_LEVEL=warn: at
 * info it would also log two lines per request, which costs throughput during the measurement.
 *
 * @returns {Promise<number>}
 */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Removes what the server keeps in the shared cache (its `zx:` keys) from an earlier run. Each run
 * has a database of its own, whose ids start again from 1: an earlier run's keys would stand for
 * rows of this one (a learner's 防挂机 clock, by learner and course id), and its rate counts would
 * still hold the same seeded accounts and addresses back.
 *
 * @param {string} url
 * @returns {Promise<number>} how many keys were removed
 */
export async function clearEarlierRunsCache(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let removed = 0;
    for await (const keys of redis.scanStream({ match: 'zx:*', count: 1000 })) {
      if (keys.length > 0) removed += await redis.unlink(...keys);
    }
    return removed;
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether something accepts TCP connections at the host and port of `url`.
 *
 * @param {string} url
 * @param {number} defaultPort
 * @returns {Promise<boolean>}
 */
export function isReachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * @typedef {object} RunningServer
 * @property {string} baseUrl
 * @property {number} pid the server process (its CPU and memory are read from /proc)
 * @property {() => string} tail the last lines the server printed
 * @property {() => Promise<number | null>} stop SIGTERM, then the exit code (SIGKILL after a timeout)
 */

/**
 * Starts the built server, serving the web app of the same build, and waits until /readyz answers.
 * `env` is its whole environment.
 *
 * @param {{ repoRoot: string, build: Build, port: number, env: NodeJS.ProcessEnv, logFile: string }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ repoRoot, build, port, env, logFile }) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  log.on('error', (error) => console.error(`bench: cannot write ${logFile}: ${error.message}`));
  const child = spawn(
    process.execPath,
    [
      // The bench's memory route collects garbage before reading the heap.
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      build.serverBundle,
    ],
    {
      cwd: repoRoot,
      // DRAIN_SECONDS 0: no load balancer to wait for when the bench stops the server.
      env: {
        DRAIN_SECONDS: '0',
        ENCRYPT_MP4_ON_START: 'false',
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST: build.webDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let recent = '';
  /** @param {Buffer} chunk */
  const onOutput = (chunk) => {
    log.write(chunk);
    recent = (recent + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      log.end();
      resolve(code ?? (signal ? -1 : null));
    }),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    baseUrl,
    pid: child.pid ?? 0,
    tail: () => recent,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      /** @type {Promise<'timeout'>} */
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
      const result = await Promise.race([exited, timeout]);
      if (result !== 'timeout') return result;
      child.kill('SIGKILL');
      throw new Error(`the server did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} while starting:\n${recent}`);
    }
    try {
      const answer = await fetch(`${baseUrl}/readyz`);
      if (answer.ok) return server;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop().catch(() => undefined);
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms (last: ${last}):\n${recent}`);
}
