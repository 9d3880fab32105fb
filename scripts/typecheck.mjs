// `npm run typecheck`: `tsc --noEmit` for every project, as many at once as the machine has cores
// (each tsc is one thread), each project's errors printed together once it is done.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'apps/admin', 'e2e', 'bench'];
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      if (code !== 0) process.stdout.write(`tsc -p ${project} failed:\n${output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...PROJECTS];
let failed = false;
const lane = async () => {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    if (!(await check(project))) failed = true;
  }
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, lane));
process.exit(failed ? 1 : 0);
