import { inputArguments, type VideoFacts } from './ffmpeg.js';

/**
 * The renditions of a transcode: the ladder's steps no taller than the source (a 720p upload is not
 * blown up to 1080p), or the source's own height when it is shorter than every step.
 */
const LADDER = [
  { height: 360, videoKbps: 800 },
  { height: 720, videoKbps: 2800 },
  { height: 1080, videoKbps: 5000 },
] as const;
const AUDIO_KBPS = 128;
const SEGMENT_SECONDS = 6;
export const MASTER_PLAYLIST = 'index.m3u8';

export interface Rendition {
  name: string;
  height: number;
  videoKbps: number;
}

export function renditionsFor(source: Pick<VideoFacts, 'height'>): Rendition[] {
  const fitting = LADDER.filter((step) => step.height <= source.height);
  const steps =
    fitting.length > 0 ? fitting : [{ height: source.height - (source.height % 2), videoKbps: 600 }];
  return steps.map((step) => ({ name: `${step.height}p`, ...step }));
}

/**
 * ffmpeg arguments for one pass that writes every rendition as HLS into `folder`: a variant playlist
 * and 6 s segments per rendition under `<name>/`, and the master playlist `index.m3u8` naming them.
 * Names stay within the storage's safe keys (lower case, digits, `_`, `-`).
 *
 * With `keyInfoFile` (ffmpeg's key info: the key's URI and file) every segment is AES-128 encrypted
 * under that key and the segments are MPEG-TS, as ffmpeg encrypts no fMP4 ("Encrypted fmp4 not yet
 * supported"); without it they are fMP4 with an init segment.
 */
export function hlsArguments(
  source: string,
  folder: string,
  facts: VideoFacts,
  keyInfoFile?: string,
): string[] {
  const renditions = renditionsFor(facts);
  const split = `[0:v]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const maps = renditions.flatMap((_, i) => [
    '-map',
    `[v${i}]`,
    ...(facts.hasAudio ? ['-map', '0:a:0'] : []),
  ]);
  const bitrates = renditions.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.2)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ]);
  const streamMap = renditions
    .map((r, i) => `v:${i}${facts.hasAudio ? `,a:${i}` : ''},name:${r.name}`)
    .join(' ');
  return [
    '-y',
    ...inputArguments(source),
    '-filter_complex',
    [split, ...scales].join(';'),
    ...maps,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    // A keyframe at every segment boundary, so renditions switch cleanly.
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...bitrates,
    ...(facts.hasAudio ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    ...(keyInfoFile
      ? ['-hls_segment_type', 'mpegts', '-hls_key_info_file', keyInfoFile]
      : ['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4']),
    '-hls_segment_filename',
    `${folder}/%v/seg-%05d.${keyInfoFile ? 'ts' : 'm4s'}`,
    '-master_pl_name',
    MASTER_PLAYLIST,
    '-var_stream_map',
    streamMap,
    `${folder}/%v/index.m3u8`,
  ];
}
