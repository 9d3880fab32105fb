import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Sealer } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { mp4KeysToEncrypt, playEncryptedFrom } from '../catalog/index.js';
import { probeVideo, runFfmpeg } from './ffmpeg.js';
import { withNewHlsKey } from './hls-keys.js';
import { hlsArguments, MASTER_PLAYLIST } from './hls-ladder.js';
import { produce } from './stored-output.js';

export const ENCRYPT_MP4_QUEUE = 'media-encrypt-mp4';
const RETRY = { limit: 2, delaySeconds: 10, backoff: true };
const TIMEOUT_SECONDS = 4 * 60 * 60;

interface EncryptMp4Job {
  /** The MP4 in the media storage that sections to be encrypted play. */
  mp4Key: string;
}

export interface EncryptMp4Deps {
  db: Database;
  sealer: Sealer;
  media: MediaStorage;
  shutdown: AbortSignal;
}

/**
 * The conversion of an MP4 that sections play into encrypted HLS (decision 0053), once per file
 * whatever number of sections play it: the HLS is written under a folder of its own run with a key of
 * its own, then the sections their course's `videoEncryption` names play it. Until then they play the
 * MP4, as every other section of the file goes on doing.
 */
export function defineMp4Encryption(jobs: Jobs, deps: EncryptMp4Deps): void {
  jobs.define<EncryptMp4Job>({
    name: ENCRYPT_MP4_QUEUE,
    retry: RETRY,
    timeoutSeconds: TIMEOUT_SECONDS,
    singleton: true,
    handler: (job) => encryptMp4(deps, job.data.mp4Key),
  });
}

/** Sends a conversion of each MP4 still played by sections to be encrypted (of one course, or all). */
export async function sendMp4Encryptions(
  jobs: Jobs,
  db: Database,
  courseId?: number,
  within?: Database,
): Promise<number> {
  const keys = await mp4KeysToEncrypt(within ?? db, courseId);
  for (const mp4Key of keys) {
    await jobs.send<EncryptMp4Job>(ENCRYPT_MP4_QUEUE, { mp4Key }, { key: mp4Key, within });
  }
  return keys.length;
}

async function encryptMp4(deps: EncryptMp4Deps, mp4Key: string): Promise<unknown> {
  const { db, media, shutdown } = deps;
  // Sent for sections whose setting or media may have changed since: nothing left to convert.
  if (!(await mp4KeysToEncrypt(db)).includes(mp4Key)) return { skipped: 'no section to encrypt' };
  const sourceFolder = await mkdtemp(join(tmpdir(), 'zhixue-mp4-'));
  try {
    const source = join(sourceFolder, 'source.mp4');
    await pipeline(await media.read(mp4Key), createWriteStream(source));
    const facts = await probeVideo(source, shutdown);
    const fileName = createHash('sha256').update(mp4Key).digest('hex').slice(0, 16);
    const folderKey = `encrypted/${fileName}/${randomBytes(6).toString('hex')}`;
    await produce(media, folderKey, (folder) =>
      withNewHlsKey(deps, folderKey, (keyInfoFile) =>
        runFfmpeg(hlsArguments(source, folder, facts, keyInfoFile), {
          signal: shutdown,
          onOutputSeconds: () => undefined,
        }),
      ),
    );
    const sections = await playEncryptedFrom(db, mp4Key, `${folderKey}/${MASTER_PLAYLIST}`);
    return { outputKey: folderKey, sections };
  } finally {
    await rm(sourceFolder, { recursive: true, force: true });
  }
}
