// `npm run test:e2e`: the browser journeys (extra arguments go to Vitest, e.g. a file filter).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)),
    'run',
    '--config',
    'e2e/vitest.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
