// Pushes test picture and tone to an RTMP address in real time with Debian's ffmpeg, as a lecturer's
// encoder would: for the live tests of the server and the browser journeys.
import { spawn } from 'node:child_process';

/**
 * `seconds` of colour bars (a keyframe a second) and a tone pushed to `url`.
 *
 * @param {string} url
 * @param {number} seconds
 * @param {{ size?: string }} [options] the picture's size, `640x360` unless given
 */
export function pushTestStream(url, seconds, { size = '640x360' } = {}) {
  const child = spawn(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  return {
    /** @type {Promise<{ code: number | null, errors: string }>} how it exited, and what it said */
    exited: new Promise((resolve) => child.on('exit', (code) => resolve({ code, errors }))),
    /** Ends the push early, as a lecturer who stops streaming. */
    stop: () => child.kill('SIGTERM'),
  };
}
