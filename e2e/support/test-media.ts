import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Test media made by Debian's ffmpeg: colour bars (and a tone), small enough to make in a moment. */
const FFMPEG = '/usr/bin/ffmpeg';
const QUIET = ['-hide_banner', '-loglevel', 'error'];

/** An H.264 video of `seconds` of colour bars, saved as `folder/name`, as a lesson's upload. */
export async function makeTestVideo(folder: string, name: string, seconds: number): Promise<string> {
  const video = join(folder, name);
  await promisify(execFile)(FFMPEG, [
    ...QUIET,
    ...['-y', '-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', video],
  ]);
  return video;
}

/** A 640×360 picture of colour bars in `folder`: a cover to upload. */
export async function makeCover(folder: string): Promise<string> {
  const cover = join(folder, 'cover.png');
  await promisify(execFile)(FFMPEG, [
    ...QUIET,
    ...['-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=1:duration=1', '-frames:v', '1', cover],
  ]);
  return cover;
}
