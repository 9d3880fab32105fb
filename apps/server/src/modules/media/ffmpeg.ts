import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Debian's builds, run directly: fluent-ffmpeg is archived, and the arguments are few and ours. */
export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

/** A failure that another run would repeat (not a video, no picture): the asset fails at once. */
export class UnusableSourceError extends Error {}

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

const STDERR_KEPT = 2000;

/** Runs a program to its end; rejects with the tail of its error output when it exits non-zero. */
function run(
  program: string,
  args: string[],
  { signal, onLine }: { signal: AbortSignal; onLine?: (line: string) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { signal, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'] });
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

interface ProbeAnswer {
  streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
  format?: { duration?: string };
}

export async function probeVideo(path: string, signal: AbortSignal): Promise<VideoFacts> {
  let answer: ProbeAnswer;
  try {
    const text = await run(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path],
      { signal },
    );
    answer = JSON.parse(text) as ProbeAnswer;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UnusableSourceError(`not a readable video: ${(error as Error).message}`);
  }
  const video = answer.streams?.find((stream) => stream.codec_type === 'video');
  const duration = Number(answer.format?.duration);
  if (!video?.width || !video.height) throw new UnusableSourceError('the file has no picture');
  if (!Number.isFinite(duration) || duration <= 0) throw new UnusableSourceError('the file has no duration');
  return {
    width: video.width,
    height: video.height,
    durationSeconds: duration,
    hasAudio: answer.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/**
 * Runs ffmpeg with `-progress pipe:1` and reports how many seconds of output it has written, as
 * its progress blocks arrive (about twice a second).
 */
export async function runFfmpeg(
  args: string[],
  { signal, onOutputSeconds }: { signal: AbortSignal; onOutputSeconds: (seconds: number) => void },
): Promise<void> {
  const progressArgs = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1'];
  await run(FFMPEG, [...progressArgs, ...args], {
    signal,
    onLine(line) {
      // `out_time_us` (microseconds; `out_time_ms` is the same number under a misleading name).
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) onOutputSeconds(Number(match[1]) / 1_000_000);
    },
  });
}
