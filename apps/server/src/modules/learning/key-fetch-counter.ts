import { lt, sql } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { PLAY_TOKEN_TTL_MS } from './signatures.js';
import * as tables from './tables.js';

const { mediaKeyFetches } = tables;

/** Counts one key fetch of a play and answers the play's count so far, this fetch included. */
export type KeyFetchCounter = (playId: number) => Promise<number>;

/** One in this many counted fetches also deletes the rows of plays past their lifetime. */
const SWEEP_EVERY = 500;

/**
 * The count shared by every server process: Redis when the cache is Redis (one INCR, expiring with the
 * play), otherwise a row per play in the database (one upsert).
 */
export function createKeyFetchCounter(db: Database, cache: Cache): KeyFetchCounter {
  if (cache.kind === 'redis') {
    const ttlSeconds = Math.ceil(PLAY_TOKEN_TTL_MS / 1000);
    return (playId) => cache.incr(`media-key-fetches:${playId}`, ttlSeconds);
  }
  let counted = 0;
  return async (playId) => {
    counted += 1;
    if (counted % SWEEP_EVERY === 0) {
      const before = new Date(Date.now() - PLAY_TOKEN_TTL_MS);
      await db.delete(mediaKeyFetches).where(lt(mediaKeyFetches.firstAt, before));
    }
    const [row] = await db
      .insert(mediaKeyFetches)
      .values({ playId, fetches: 1 })
      .onConflictDoUpdate({
        target: mediaKeyFetches.playId,
        set: { fetches: sql`${mediaKeyFetches.fetches} + 1` },
      })
      .returning({ fetches: mediaKeyFetches.fetches });
    return row?.fetches ?? 1;
  };
}
