import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createSealer, type Sealer } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { hlsKeys } = tables;

/** AES-128: the only method HLS players decrypt without DRM. */
export const HLS_KEY_BYTES = 16;

/**
 * The key URI ffmpeg writes into an encrypted playlist. It is relative, so a playlist served without a
 * play's key ticket names a file that does not exist; the media route writes the key call over it.
 */
export const STORED_KEY_URI = 'key.bin';

export function hlsKeySealer(secret: string): Sealer {
  return createSealer(secret, 'hls-key');
}

/**
 * Lets `encode` run with a fresh key in a private temporary folder outside the output (ffmpeg's key
 * info file names the key file; neither may reach the storage), then stores the key sealed for the
 * output `folder`. The row is written before the output is published, so a playable folder always
 * has its key; a run that fails leaves a row for a folder nothing plays from.
 */
export async function withNewHlsKey<T>(
  deps: { db: Database; sealer: Sealer },
  folder: string,
  encode: (keyInfoFile: string) => Promise<T>,
): Promise<T> {
  const key = randomBytes(HLS_KEY_BYTES);
  const keyFolder = await mkdtemp(join(tmpdir(), 'zhixue-hls-key-'));
  try {
    const keyFile = join(keyFolder, 'key');
    const infoFile = join(keyFolder, 'key.info');
    await writeFile(keyFile, key, { mode: 0o600 });
    // Without a third line ffmpeg writes the IV of each segment into the playlist itself.
    await writeFile(infoFile, `${STORED_KEY_URI}\n${keyFile}\n`, { mode: 0o600 });
    const answer = await encode(infoFile);
    await deps.db
      .insert(hlsKeys)
      .values({ folder, sealedKey: deps.sealer.seal(key) })
      .onConflictDoUpdate({ target: hlsKeys.folder, set: { sealedKey: deps.sealer.seal(key) } });
    return answer;
  } finally {
    await rm(keyFolder, { recursive: true, force: true });
  }
}

/** The plain key of an encrypted output folder; null for a folder written without one. */
export async function readHlsKey(db: Database, sealer: Sealer, folder: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ sealedKey: hlsKeys.sealedKey })
    .from(hlsKeys)
    .where(eq(hlsKeys.folder, folder))
    .limit(1);
  if (!row) return null;
  const key = sealer.open(row.sealedKey);
  if (key?.length !== HLS_KEY_BYTES) throw new Error(`the key of ${folder} does not open`);
  return key;
}
