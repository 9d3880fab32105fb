import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 40_000) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

// The embedded database's folder lock only matters without DATABASE_URL.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zx-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, refuses a second process on the same data folder, and stops cleanly on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir });
    running.push(first.child);
    await first.waitFor(/知学 is running: open (http:\/\/\S+)\//);
    const url = /open (http:\/\/\S+)\//.exec(first.output())?.[1];
    const answer = await fetch(`${url}/api/front/home/banner/list`, { method: 'POST' });
    expect(answer.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir });
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/正被另一个服务进程 \(pid \d+\) 使用/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/stopped/);
    // Two real starts (migrations, demo seed, media copy) while other test files load the same two cores.
  }, 120_000);
});
