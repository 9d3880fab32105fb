import type { SessionInfo } from '@zhixue/contract';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BoundedMap, type Cache, unlessCacheDown } from '../../platform/cache/index.js';
import { keyedHash, newToken } from '../../platform/crypto/index.js';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { describeDevice } from '../../platform/format/index.js';
import { AppError, readToken, type Session, type SessionResolver } from '../../platform/http/index.js';
import type { LiveSession as ConsoleLiveSession } from '../users/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { sessions } = tables;
const { users } = usersTables;

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How long a resolved session is trusted from the shared cache. */
const CACHE_SECONDS = 60;
/**
 * What a revocation or a change to the user leaves in the shared cache instead of deleting the entry:
 * "read the database, and do not cache what you read" for as long as any copy loaded before the
 * change could still be written back. Loads store their copy only where the key is empty, so a copy
 * read from the database just before a logout can never overwrite the logout (a plain delete could
 * be undone by such a write, and the token would work again for a minute).
 */
const STALE_MARKER = 'stale';
/**
 * Resolved sessions are also kept in process this long, so a logged-in call does not pay a Redis
 * round trip before its own query. Revocations and user changes made through this process drop the
 * copy at once; one made through another server process is seen here within this time.
 */
const LOCAL_CACHE_MS = 2_000;
const LOCAL_CACHE_MAX_ENTRIES = 10_000;
/** lastSeenAt is a hint for the account page, not an audit log: refresh it at most this often. */
const LAST_SEEN_REFRESH_MS = 5 * 60 * 1000;

interface CachedSession {
  sessionId: number;
  userId: number;
  entId: number | null;
  vipExpiresAt: string | null;
  expiresAt: string;
  revoked: boolean;
}

export interface NewSession {
  userId: number;
  deviceType: string;
  deviceId: string;
  ip: string;
  userAgent: string;
}

/**
 * A session not revoked nor expired: as the console's learner page shows it (the users area's port),
 * with the device id the learner's own list shows too.
 */
export interface LiveSession extends ConsoleLiveSession {
  deviceId: string;
}

export interface Sessions {
  resolve: SessionResolver;
  /** Starts a session and ends the oldest ones beyond the per-device-type policy. */
  create(db: Database, session: NewSession): Promise<string>;
  revoke(sessionIds: number[], reason: string): Promise<void>;
  list(userId: number, currentSessionId: number): Promise<SessionInfo[]>;
  /** The learner's live sessions, the last seen first, as `db` (a transaction, say) sees them. */
  listLive(db: Database, userId: number): Promise<LiveSession[]>;
  /** Drops cached copies after a change to the user (VIP, enterprise) so the next call sees it. */
  forgetUser(userId: number): Promise<void>;
  /**
   * Ends every session of a learner inside the caller's transaction (an operator disabled the
   * account or reset its password); answers what `forget` must drop once that transaction commits.
   */
  revokeAllOf(tx: Database, userId: number, reason: string): Promise<string[]>;
  forget(tokenHashes: string[]): Promise<void>;
}

/** A learner's sessions not revoked nor expired, the last seen first. */
function listLive(db: Database, userId: number): Promise<LiveSession[]> {
  return db
    .select({
      id: sessions.id,
      deviceType: sessions.deviceType,
      deviceId: sessions.deviceId,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Prepared once per database: every logged-in call whose session is in no cache reads it. */
const sessionOf = preparedPerDatabase((db: Database) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      entId: users.entId,
      vipExpiresAt: users.vipExpiresAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('learner_session'),
);

export function createSessions(db: Database, cache: Cache, secret: string, perDeviceType: number): Sessions {
  const hashOf = (token: string) => keyedHash(secret, token);
  const cacheKey = (tokenHash: string) => `session:${tokenHash}`;
  /**
   * The in-process copies, by raw token: a hit then costs no keyed hash either. The token is already
   * in this process's memory with every request; only its hash is ever stored outside it.
   */
  const local = new BoundedMap<string, { entry: CachedSession; tokenHash: string; expiresAt: number }>(
    LOCAL_CACHE_MAX_ENTRIES,
  );

  /**
   * Lookups under way, by raw token: the requests of one page or player (key, playlist, presence)
   * arrive together when the local copy lapses, and share one lookup instead of each asking the
   * shared cache (and, on a stale marker, the database).
   */
  const loading = new Map<string, Promise<CachedSession | null>>();
  /**
   * Counts the revocations and user changes made through this process: a lookup that began before
   * one may have read the old state, so it answers its callers but keeps no local copy.
   */
  let forgettings = 0;

  function load(token: string): Promise<CachedSession | null> {
    const hit = local.get(token);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.entry);
    const pending = loading.get(token);
    if (pending) return pending;
    const lookup = loadAfresh(token).finally(() => {
      if (loading.get(token) === lookup) loading.delete(token);
    });
    loading.set(token, lookup);
    return lookup;
  }

  async function loadAfresh(token: string): Promise<CachedSession | null> {
    local.delete(token);
    const began = forgettings;
    const tokenHash = hashOf(token);
    const entry = await loadShared(tokenHash);
    if (entry && began === forgettings) {
      local.set(token, { entry, tokenHash, expiresAt: Date.now() + LOCAL_CACHE_MS });
    }
    return entry;
  }

  /**
   * Token hashes whose marker could not be written while the shared cache was down: this process
   * reads them from the database until the cache is back and the markers are written.
   */
  const unmarked = new Set<string>();
  cache.onReconnect(() => void unlessCacheDown(markStale([...unmarked]), undefined));

  async function loadShared(tokenHash: string): Promise<CachedSession | null> {
    const key = cacheKey(tokenHash);
    // While the cache is down, sessions are read from the database: slower, never refused.
    const cached = unmarked.has(tokenHash)
      ? STALE_MARKER
      : await unlessCacheDown(cache.get(key), STALE_MARKER);
    if (cached !== null && cached !== STALE_MARKER) return JSON.parse(cached) as CachedSession;
    const [row] = await sessionOf(db).execute({ tokenHash });
    if (!row) return null;
    const entry: CachedSession = {
      sessionId: row.sessionId,
      userId: row.userId,
      entId: row.entId,
      vipExpiresAt: row.vipExpiresAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      // A disabled account's sessions were ended with it; this holds should one have been missed.
      revoked: row.revokedAt !== null || row.disabledAt !== null,
    };
    if (cached === null)
      await unlessCacheDown(cache.setIfAbsent(key, JSON.stringify(entry), CACHE_SECONDS), false);
    if (!entry.revoked && Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    }
    return entry;
  }

  async function markStale(tokenHashes: string[]) {
    await Promise.all(
      tokenHashes.map(async (tokenHash) => {
        await cache.set(cacheKey(tokenHash), STALE_MARKER, CACHE_SECONDS);
        unmarked.delete(tokenHash);
      }),
    );
  }

  async function forgetHashes(tokenHashes: string[]) {
    // Revocations are rare next to lookups: a scan of the bounded local copies is cheap enough.
    const forgotten = new Set(tokenHashes);
    forgettings += 1;
    for (const [token, copy] of local) if (forgotten.has(copy.tokenHash)) local.delete(token);
    // A lookup under way may have read the old state: later calls start their own.
    loading.clear();
    for (const tokenHash of tokenHashes) unmarked.add(tokenHash);
    // With the cache down the markers wait for its return; until then this process reads these from
    // the database, and other processes' copies end with their minute in the cache.
    await unlessCacheDown(markStale(tokenHashes), undefined);
  }

  return {
    async resolve(request: FastifyRequest): Promise<Session | null> {
      const token = readToken(request);
      if (!token) return null;
      const entry = token.length <= 128 ? await load(token) : null;
      if (!entry) throw new AppError('NOT_LOGGED_IN');
      if (entry.revoked) throw new AppError('SESSION_REVOKED');
      if (Date.parse(entry.expiresAt) <= Date.now()) throw new AppError('SESSION_EXPIRED');
      return {
        sessionId: entry.sessionId,
        userId: entry.userId,
        entId: entry.entId,
        isVip: entry.vipExpiresAt !== null && Date.parse(entry.vipExpiresAt) > Date.now(),
      };
    },

    async create(tx, session) {
      // Every way of signing in ends here: a disabled account gets no session.
      const [account] = await tx
        .select({ disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, session.userId));
      if (account?.disabledAt) throw new AppError('ACCOUNT_DISABLED');
      const token = newToken();
      const [created] = await tx
        .insert(sessions)
        .values({
          ...session,
          tokenHash: hashOf(token),
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
        })
        .returning({ id: sessions.id });
      if (!created) throw new Error('session insert returned nothing');
      const live = await tx
        .select({ id: sessions.id, tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, session.userId),
            eq(sessions.deviceType, session.deviceType),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.createdAt), desc(sessions.id));
      const surplus = live.slice(perDeviceType);
      if (surplus.length > 0) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'replaced' })
          .where(
            inArray(
              sessions.id,
              surplus.map((row) => row.id),
            ),
          );
        await forgetHashes(surplus.map((row) => row.tokenHash));
      }
      return token;
    },

    async revoke(sessionIds, reason) {
      if (sessionIds.length === 0) return;
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      await forgetHashes(revoked.map((row) => row.tokenHash));
    },

    async list(userId, currentSessionId) {
      const rows = await listLive(db, userId);
      return rows.map((row) => ({
        ...row,
        deviceName: describeDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    listLive,

    async revokeAllOf(tx, userId, reason) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return revoked.map((row) => row.tokenHash);
    },

    forget: (tokenHashes) => forgetHashes(tokenHashes),

    async forgetUser(userId) {
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await forgetHashes(rows.map((row) => row.tokenHash));
    },
  };
}
