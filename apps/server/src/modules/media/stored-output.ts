import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MediaStorage, mediaContentType } from '../../platform/storage/index.js';

/**
 * Lets `make` fill a temporary folder, then copies every file of it into the media storage under
 * `folderKey`; answers what `make` answered. What plays the folder (an asset marked ready, a section
 * pointed at it) is written only after this returns.
 */
export async function produce<Facts>(
  media: MediaStorage,
  folderKey: string,
  make: (folder: string) => Promise<Facts>,
): Promise<Facts> {
  const workFolder = await mkdtemp(join(tmpdir(), 'zhixue-media-run-'));
  try {
    const facts = await make(workFolder);
    for (const file of await filesUnder(workFolder)) {
      const key = `${folderKey}/${file}`;
      await media.put(key, await readFile(join(workFolder, file)), mediaContentType(key));
    }
    return facts;
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
}

/** Paths of the files under a folder, relative to it, with `/` between segments. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}
