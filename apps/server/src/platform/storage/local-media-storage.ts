import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { MediaStorage } from './object-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type of a media file by its extension, as the local disk stores none. */
export function mediaContentType(key: string): string {
  return CONTENT_TYPES[extname(key)] ?? 'application/octet-stream';
}

/**
 * Private media in a folder of the local disk (`${DATA_DIR}/media`). Unlike uploads, the folder is not
 * served: its files leave only through the signed media route.
 */
export function createLocalMediaStorage(root: string): MediaStorage {
  // Writing and key checks are the uploads adapter's; only reading differs.
  const disk = createLocalDiskStorage(root);
  const pathOf = (key: string) => disk.pathOf(key);
  return {
    kind: 'local',
    put: (key, bytes, contentType) => disk.put(key, bytes, contentType),
    exists: (key) => disk.exists(key),
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        if (!info.isFile()) return null;
        return {
          size: info.size,
          contentType: mediaContentType(key),
        };
      } catch {
        return null;
      }
    },
    async read(key, range): Promise<Readable> {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
  };
}
