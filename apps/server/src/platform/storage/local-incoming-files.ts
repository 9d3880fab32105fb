import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { assertUploadId, IncomingFileMissingError, type IncomingFiles } from './incoming-files.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Incoming files in one folder of the local disk (`DATA_DIR/incoming`), for the single process of
 * the embedded default: tus writes each upload there, recordings arrive there, and jobs read them
 * in place.
 */
export function createLocalIncomingFiles(folder: string): IncomingFiles {
  const pathOf = (uploadId: string) => {
    assertUploadId(uploadId);
    return join(folder, uploadId);
  };
  return {
    uploadStore: new FileStore({ directory: folder }),
    arrivalFolder: folder,
    async keep(uploadId) {
      // Arrived where jobs read it: nothing to move.
      pathOf(uploadId);
    },
    async writeText(uploadId, text) {
      const path = pathOf(uploadId);
      // Written whole, then named: a job never reads half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, text);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async readText(uploadId) {
      try {
        return await readFile(pathOf(uploadId), 'utf8');
      } catch (error) {
        throw isMissing(error) ? new IncomingFileMissingError(uploadId) : error;
      }
    },
    async withLocalFiles(uploadIds, use) {
      for (const uploadId of uploadIds) {
        const info = await stat(pathOf(uploadId)).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (!info?.isFile()) throw new IncomingFileMissingError(uploadId);
      }
      return use(folder);
    },
  };
}
