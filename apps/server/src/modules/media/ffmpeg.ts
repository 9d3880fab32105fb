import { runTool, UnusableSourceError } from './run-tool.js';

/** Debian's builds, run directly: fluent-ffmpeg is archived, and the arguments are few and ours. */
export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

/**
 * The ending of a join list: several recorded files read as one video (a live recorded in parts), in
 * ffmpeg's concat format. Its paths are ours (written from the upload folder's records), relative to
 * the list, so the demuxer's safe mode, which refuses `..`, is turned off for it.
 */
export const JOIN_LIST_EXTENSION = '.ffconcat';

/** The arguments that open `source` as ffmpeg's and ffprobe's input. */
export function inputArguments(source: string): string[] {
  return source.endsWith(JOIN_LIST_EXTENSION) ? ['-f', 'concat', '-safe', '0', '-i', source] : ['-i', source];
}

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

interface ProbeAnswer {
  streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
  format?: { duration?: string };
}

export async function probeVideo(path: string, signal: AbortSignal): Promise<VideoFacts> {
  let answer: ProbeAnswer;
  try {
    const text = await runTool(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', ...inputArguments(path)],
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
  await runTool(FFMPEG, [...progressArgs, ...args], {
    signal,
    onLine(line) {
      // `out_time_us` (microseconds; `out_time_ms` is the same number under a misleading name).
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) onOutputSeconds(Number(match[1]) / 1_000_000);
    },
  });
}
