import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { forThisFile, type TestStore, testDatabase } from './harness.js';

const repoRoot = join(import.meta.dirname, '../../..');
const bundle = join(repoRoot, 'apps/server/dist/main.mjs');
const RUNNING_LINE = /知学 is running: open (http:\/\/[^\s/]+)\//;
// Mostly the embedded database's first run, which takes long on a busy machine.
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** The built server in a child process. */
export interface BuiltServer {
  baseUrl: string;
  /** The process id (a test finds the tools it runs, e.g. ffmpeg, among its children). */
  pid: number;
  /** The error-level lines it logged so far (a 500 logs its stack there). */
  errors(): string;
  /** SIGTERM, then SIGKILL if it has not exited in time; removes its data either way. */
  stop(): Promise<void>;
  /** Sends `signal` without waiting for the exit (a test watches the shutdown as it happens). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface BuiltServerOptions {
  /**
   * The PostgreSQL database to run on, which the caller disposes of: processes given the same one
   * share it as the processes of one site do. Otherwise the server gets an empty database of its own.
   */
  store?: TestStore;
}

/**
 * Starts `apps/server/dist/main.mjs` the way `npm start` does, with `env` on top of a bare
 * environment: the demo seed on a fresh database (PGlite in a temporary folder, or a new database
 * on the PostgreSQL server of DATABASE_URL when the tests run on one) unless `store` names one, on
 * a free port read back from its "is running" line. Its DATA_DIR is always a folder of its own, as
 * on a host of its own.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { store: given }: BuiltServerOptions = {},
): Promise<BuiltServer> {
  if (!existsSync(bundle)) {
    throw new Error(`the built server is missing (${bundle}): run npm run build first`);
  }
  if (given && !given.url) throw new Error('only a PostgreSQL database can be shared by processes');
  const dataDir = mkdtempSync(join(tmpdir(), 'zx-built-'));
  // Nothing migrated or seeded: the server does both at its start, as on a fresh install.
  const store = given ?? (await testDatabase({ contents: 'empty' }));
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      // The seeded MP4 sections stay as seeded (the conversion has tests of its own).
      ENCRYPT_MP4_ON_START: 'false',
      // No load balancer to wait for: a stop is a test's step, not a drain (shutdown.test.ts sets one).
      DRAIN_SECONDS: '0',
      ...(store.url ? { DATABASE_URL: store.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that dies must not leave the server or its files behind.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let recent = '';
  let errors = '';
  let pending = '';
  const running = new Promise<string>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      recent = (recent + text).slice(-8_000);
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      // pino levels: 50 error, 60 fatal.
      for (const line of lines) if (/"level":[56]0/.test(line)) errors += `${line}\n`;
      const match = RUNNING_LINE.exec(recent);
      // It shows 127.0.0.1 as localhost, which Node's fetch may try as ::1 first.
      if (match?.[1]) resolve(match[1].replace('//localhost:', '//127.0.0.1:'));
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    void exited.then(() => reject(new Error(`it exited with code ${child.exitCode}`)));
    setTimeout(
      () => reject(new Error(`no "is running" line in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    ).unref();
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
    if (!given) await store.dispose();
  };

  try {
    const signal = (name: NodeJS.Signals) => void child.kill(name);
    const pid = child.pid ?? 0;
    return { baseUrl: await running, pid, errors: () => errors, stop, signal, exited };
  } catch (error) {
    await stop();
    throw new Error(`the built server did not start: ${(error as Error).message}\n${recent}`);
  }
}

/**
 * One built server for the calling test file: started before its tests, stopped after them (also
 * when they fail). The returned object forwards to it.
 */
export function builtServerForThisFile(env: Record<string, string> = {}): BuiltServer {
  const current = forThisFile(
    'the built server',
    () => startBuiltServer(env),
    (server) => server.stop(),
    START_TIMEOUT_MS + 30_000,
  );
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get pid() {
      return current().pid;
    },
    errors: () => current().errors(),
    stop: () => current().stop(),
    signal: (name) => current().signal(name),
    get exited() {
      return current().exited;
    },
  };
}

/**
 * A fetch whose connections leave from `localAddress` (any of 127.0.0.0/8 reaches a server on
 * 127.0.0.1 on Linux), so the server sees a client address other than 127.0.0.1, as in production.
 */
export function fetchFrom(localAddress: string): { send: typeof fetch; close(): Promise<void> } {
  const dispatcher = new Agent({ localAddress });
  const send = ((input: string, init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher })) as unknown as typeof fetch;
  return { send, close: () => dispatcher.close() };
}
