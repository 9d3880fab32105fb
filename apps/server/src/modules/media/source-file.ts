import { join } from 'node:path';
import type { IncomingFiles } from '../../platform/storage/index.js';
import { JOIN_LIST_EXTENSION } from './ffmpeg.js';
import { partsOfJoinList } from './join-list.js';

/**
 * Lends `use` the local path of an asset's source, whichever process runs the job: the upload
 * itself, or a join list together with the parts it names (ffmpeg reads them through it).
 */
export async function withSourceFile<T>(
  incoming: IncomingFiles,
  uploadId: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const parts = uploadId.endsWith(JOIN_LIST_EXTENSION)
    ? partsOfJoinList(uploadId, await incoming.readText(uploadId))
    : [];
  return incoming.withLocalFiles([uploadId, ...parts], (folder) => use(join(folder, uploadId)));
}
