import { spawn } from 'node:child_process';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..');

/**
 * A TypeScript entry of the server package (`src/main.ts`, a test's worker) run as a real child
 * process with `env` added to this one's; its output is collected for the waits and the failures.
 */
export function spawnTsx(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}
