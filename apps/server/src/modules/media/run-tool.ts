import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

/** A failure that another run would repeat (not a video, no picture, not a PDF): the asset fails at once. */
export class UnusableSourceError extends Error {}

const STDERR_KEPT = 2000;

/**
 * The tools run at a lower CPU priority (nice 10) than the server: a transcode takes every core it
 * can, and the requests of the same host must not queue behind it. It only waits a little longer.
 */
const TOOL_NICENESS = 10;

/** Runs a program (ffmpeg, ffprobe, pdftoppm) to its end, killed if `signal` aborts; rejects with the tail of its error output when it exits non-zero. */
export function runTool(
  program: string,
  args: string[],
  { signal, onLine }: { signal: AbortSignal; onLine?: (line: string) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { signal, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    let stdout = '';
    let stderr = '';
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      if (code === 0) return resolve(stdout);
      const lastLine = stderr.trim().split('\n').pop() ?? '';
      reject(
        new Error(`${program} ${killedBy ? `killed by ${killedBy}` : `exited with ${code}`}: ${lastLine}`),
      );
    });
  });
}

function lowerPriority(pid: number) {
  try {
    setPriority(pid, TOOL_NICENESS);
  } catch {
    // Gone already (it failed to start, or ended at once): its close says how.
  }
}
