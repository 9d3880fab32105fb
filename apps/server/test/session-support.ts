import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { keyedHash, newToken } from '../src/platform/crypto/index.js';
import type { Database } from '../src/platform/db/index.js';
import * as tables from '../src/tables.js';
import type { LoggedIn } from './login-helpers.js';

/** How long another process may keep its in-process copy of a session (auth/sessions.ts). */
export const LOCAL_COPY_MS = 2_000;

/**
 * `count` sessions of the learner as a login leaves them (the token hashed with the servers'
 * development secret): without a password derivation each, two hundred cost milliseconds instead of
 * seconds.
 */
export async function signedInSessions(db: Database, userId: number, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newToken());
  await db.insert(tables.sessions).values(
    tokens.map((token) => ({
      userId,
      deviceType: 'pc',
      deviceId: '',
      ip: '127.0.0.1',
      userAgent: 'test',
      tokenHash: keyedHash(DEVELOPMENT_SECRETS.SESSION_SECRET, token),
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return tokens;
}

/** `count` new learners, each logged in once (as many logins would leave them, in one insert each). */
export async function newLearners(db: Database, count: number): Promise<LoggedIn[]> {
  const rows = await db
    .insert(tables.users)
    .values(Array.from({ length: count }, (_, index) => ({ nickname: `学员${index + 1}`, avatar: '' })))
    .returning({ id: tables.users.id });
  return Promise.all(
    rows.map(async ({ id }) => {
      const [token = ''] = await signedInSessions(db, id, 1);
      return { token, userId: id, body: { code: '00000', msg: 'ok', data: null }, headers: { token } };
    }),
  );
}
