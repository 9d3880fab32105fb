import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertSafeKey, isSafeKey, type ObjectStorage } from './object-storage.js';

/** The local-disk uploads storage, which also tells the file behind a key (for the media storage). */
export interface LocalDiskStorage extends ObjectStorage {
  pathOf(key: string): string;
}

/** The path under which the server answers GET requests for stored files (see `serve-uploads.ts`). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files in a folder of the local disk, served by this server at `/uploads/<key>`. */
export function createLocalDiskStorage(root: string): LocalDiskStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(base, key);
    // The key pattern already rules out `..`; this keeps the promise even if the pattern changes.
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the uploads folder: ${key}`);
    return path;
  };

  return {
    kind: 'local',
    pathOf,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return UPLOADS_URL_PREFIX + key;
    },
    keyOf(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      return isSafeKey(key) ? key : null;
    },
  };
}
