import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the built servers listen, e.g. http://127.0.0.1:41234 (no trailing slash): one per
     * journey worker, each on a seeded database of its own (support/server.ts picks the worker's).
     */
    baseUrls: string[];
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_SERVER_BUNDLE, E2E_WEB_DIST and E2E_ADMIN_DIST point a run at another build (for example a private one made with
// SERVER_BUILD_OUT and `vite build --outDir`), so two runs need not share apps/*/dist.
const serverBundle = resolve(repoRoot, process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/main.mjs');
const webDist = resolve(repoRoot, process.env.E2E_WEB_DIST ?? 'apps/web/dist');
const webIndex = join(webDist, 'index.html');
const adminDist = resolve(repoRoot, process.env.E2E_ADMIN_DIST ?? 'apps/admin/dist');
const RUNNING_LINE = /知学 is running: open (https?:\/\/[^\s/]+)\//;
/** E2E_START_TIMEOUT_MS gives a slow or busy machine longer (a fresh database migrates and seeds first). */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 90_000;
const STOP_TIMEOUT_MS = 20_000;

/** How many journeys run at once (e2e/vitest.config.ts), and so how many servers are started. */
export const JOURNEY_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/**
 * Starts the built server once per journey worker, before any journey: each on a fresh embedded
 * database in a temporary folder, on a free port read back from the "is running" log line, ready
 * when /readyz answers. A worker runs one journey at a time on its own server, so a journey shares
 * its server and database with the journeys run before it, never with one running beside it. The
 * teardown stops the servers with SIGTERM and insists on clean exits.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const [file, what] of [
    [serverBundle, 'the server bundle'],
    [webIndex, 'the web app'],
    [join(adminDist, 'index.html'), 'the operator console'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`e2e: ${what} is missing (${file}): run npm run build first`);
    }
  }

  const started = await Promise.allSettled(
    Array.from({ length: JOURNEY_WORKERS }, (_, index) => startReadyServer(index + 1)),
  );
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => stopServer(server.running).catch(() => null)));
    throw failure.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );

  return async () => {
    const problems: string[] = [];
    for (const { running, logFile, tempDir } of servers) {
      const code = await stopServer(running);
      if (code !== 0) {
        problems.push(
          `the server exited with ${code} after SIGTERM; log kept in ${logFile}:\n${running.tail()}`,
        );
      } else if (process.env.E2E_KEEP_TMP) console.log(`e2e: temporary folder kept: ${tempDir}`);
      else rmSync(tempDir, { recursive: true, force: true });
    }
    if (problems.length > 0) throw new Error(`e2e: ${problems.join('\n')}`);
  };
}

interface ReadyServer {
  running: RunningServer;
  baseUrl: string;
  logFile: string;
  tempDir: string;
}

/** The `number`th server, started and ready. */
async function startReadyServer(number: number): Promise<ReadyServer> {
  const tempDir = mkdtempSync(join(tmpdir(), 'zx-e2e-'));
  const logFile = join(tempDir, 'server.log');
  // The development live ingest (RTMP in, HTTP-FLV out) on ports nothing else holds now.
  const running = startServer(tempDir, logFile, { rtmp: await freePort(), flv: await freePort() });
  try {
    const baseUrl = await running.url;
    await waitUntilReady(baseUrl, running);
    console.log(`e2e: server ${number} at ${baseUrl} (log: ${logFile})`);
    return { running, baseUrl, logFile, tempDir };
  } catch (error) {
    running.child.kill('SIGKILL');
    throw new Error(
      `e2e: server ${number} did not start (${(error as Error).message}); log kept in ${logFile}:\n${running.tail()}`,
    );
  }
}

interface RunningServer {
  child: ChildProcess;
  url: Promise<string>;
  exited: Promise<number | null>;
  tail(): string;
}

/** A port nothing listens on now (the ingest ends the process when its port is taken). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function startServer(
  tempDir: string,
  logFile: string,
  livePorts: { rtmp: number; flv: number },
): RunningServer {
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      ...withoutServerSettings(process.env),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(tempDir, 'data'),
      WEB_DIST: webDist,
      ADMIN_DIST: adminDist,
      // The "is running" line (and so the port) is logged at info.
      LOG_LEVEL: 'info',
      // Journeys wait on jobs (reconciliation, exports, transcodes): an idle queue looks for work
      // every half second, as pg-boss allows at most, instead of every two.
      JOBS_POLL_SECONDS: '0.5',
      // Every journey's operators sign in from 127.0.0.1, some twenty sign-ins within 15 minutes.
      OPERATOR_SIGN_IN_PER_ADDRESS: '1000',
      // No load balancer in front: the stop after the journeys closes at once.
      DRAIN_SECONDS: '0',
      // Journeys play the seeded MP4 sections as seeded; the HLS journey encrypts its own course.
      ENCRYPT_MP4_ON_START: 'false',
      // The live journey pushes a test stream with ffmpeg; the push address names the RTMP port.
      LIVE_RTMP_PORT: String(livePorts.rtmp),
      LIVE_FLV_PORT: String(livePorts.flv),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A crashed or interrupted test run must not leave the server holding its data folder.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const log = createWriteStream(logFile);
  let recent = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      log.end();
      resolve(code ?? (signal ? -1 : null));
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      log.write(chunk);
      recent = (recent + chunk.toString('utf8')).slice(-8_000);
      const match = RUNNING_LINE.exec(recent);
      // Node's fetch may try ::1 first for "localhost"; the server listens on 127.0.0.1 only.
      if (match?.[1]) resolve(match[1].replace('//localhost:', '//127.0.0.1:'));
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    void exited.then((code) => reject(new Error(`it exited early with code ${code}`)));
    const timer = setTimeout(
      () => reject(new Error(`no "is running" line within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    timer.unref();
  });
  return { child, url, exited, tail: () => recent };
}

/** Settings of the developer's shell that would point the server elsewhere than the fresh folder. */
function withoutServerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WEB_DIST', 'BENCH_ROUTES', 'SEED_DEMO', 'PORT']) {
    delete copy[name];
  }
  return copy;
}

async function waitUntilReady(baseUrl: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`it exited with code ${server.child.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/readyz`);
      if (answer.ok) return;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/readyz not ready within ${START_TIMEOUT_MS} ms (last: ${last})`);
}

async function stopServer(server: RunningServer): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref(),
  );
  const result = await Promise.race([server.exited, timeout]);
  if (result === 'timeout') {
    server.child.kill('SIGKILL');
    throw new Error(`e2e: the server did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
  }
  return result;
}
