import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaContentType } from './local-media-storage.js';
import type { MediaStorage } from './object-storage.js';

/**
 * The demo section videos and slides, committed under `apps/server/media/demo/` and drawn by
 * `apps/server/scripts/generate-demo-media.sh`. The seed points sections at these keys, with each
 * section's duration equal to its video's, so a demo section can really be watched to the end.
 */
export const DEMO_VIDEOS = [
  { key: 'demo/sample-1.mp4', durationSeconds: 24 },
  { key: 'demo/sample-2.mp4', durationSeconds: 28 },
  { key: 'demo/sample-3.mp4', durationSeconds: 32 },
  { key: 'demo/sample-4.mp4', durationSeconds: 36 },
  { key: 'demo/sample-5.mp4', durationSeconds: 26 },
  { key: 'demo/sample-6.mp4', durationSeconds: 30 },
] as const;

/**
 * The demo HLS sources: a folder each (`hls-<n>/`), with the playlist, an fMP4 init segment and 6 s
 * segments, cut from the demo video of the same number. The key is the playlist's.
 */
export const DEMO_HLS_VIDEOS = [{ key: 'demo/hls-1/index.m3u8', durationSeconds: 24 }] as const;

export const DEMO_SLIDES = [1, 2, 3, 4, 5].map((page) => `demo/slides/slide-${page}.svg`);

/** The folder sits beside the sources in development and beside dist/main.mjs when bundled. */
function findDemoFolder(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../media'), resolve(here, '../media')];
  return candidates.find((dir) => existsSync(join(dir, 'demo'))) ?? null;
}

/** Copies the demo files into the media storage once; later starts find them and copy nothing. */
export async function publishDemoMedia(storage: MediaStorage): Promise<void> {
  const folder = findDemoFolder();
  if (!folder) throw new Error('demo media folder (apps/server/media) not found');
  const hlsFiles = await Promise.all(
    DEMO_HLS_VIDEOS.map(async ({ key }) => {
      const hlsFolder = dirname(key);
      return (await readdir(join(folder, hlsFolder))).map((name) => `${hlsFolder}/${name}`);
    }),
  );
  const keys = [...DEMO_VIDEOS.map(({ key }) => key), ...hlsFiles.flat(), ...DEMO_SLIDES];
  for (const key of keys) {
    if (await storage.exists(key)) continue;
    await storage.put(key, await readFile(join(folder, key)), mediaContentType(key));
  }
}
