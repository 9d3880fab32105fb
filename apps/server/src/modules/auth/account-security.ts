import { and, eq, ne } from 'drizzle-orm';
import { violatedUniqueConstraint } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { setMobile, setPassword } from '../users/index.js';
import { findUserByMobile } from './accounts.js';
import type { AuthDeps } from './auth-deps.js';
import * as tables from './tables.js';

const { sessions } = tables;

/** Binds or changes the learner's phone after the new phone's code is verified. */
export async function bindMobile(deps: AuthDeps, session: Session, input: { mobile: string; code: string }) {
  const mobile = deps.credentials.mobile(input.mobile);
  const code = deps.credentials.code(input.code);
  const owner = await findUserByMobile(deps.db, mobile);
  if (owner && owner.id !== session.userId) throw new AppError('MOBILE_TAKEN');
  await deps.smsCodes.verify(mobile, code);
  try {
    await setMobile(deps.db, session.userId, mobile);
  } catch (error) {
    // Another learner took the phone between the check and the update (unique index).
    if (violatedUniqueConstraint(error) !== undefined) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
  return null;
}

/** Whether a phone could be bound by this learner (free, or already theirs). */
export async function checkMobile(deps: AuthDeps, session: Session, encryptedMobile: string) {
  const owner = await findUserByMobile(deps.db, deps.credentials.mobile(encryptedMobile));
  return { available: !owner || owner.id === session.userId };
}

/** Sets a new password and ends the learner's other sessions, as a changed password should. */
export async function editPassword(deps: AuthDeps, session: Session, encryptedPassword: string) {
  await setPassword(deps.db, session.userId, deps.credentials.newPassword(encryptedPassword));
  const others = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.sessionId)));
  await deps.sessions.revoke(
    others.map((row) => row.id),
    'password',
  );
  return null;
}

export async function removeSession(deps: AuthDeps, session: Session, sessionId: number) {
  const [owned] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, session.userId)));
  // Someone else's session id answers exactly like an unknown one.
  if (!owned) throw new AppError('DEVICE_NOT_FOUND');
  await deps.sessions.revoke([sessionId], sessionId === session.sessionId ? 'logout' : 'removed');
  return null;
}
