import type { UserProfile } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { isOwnAvatarUrl } from './avatar-keys.js';
import * as tables from './tables.js';
import type { ProfileReader } from './user-profile.js';

const { users } = tables;

/**
 * Control characters (including line breaks and the bidirectional overrides that reorder text) and
 * angle brackets have no place in a name shown across the site; brackets are refused so that a name
 * never looks like markup anywhere it is pasted.
 */
const FORBIDDEN_IN_NICKNAME = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069<>]/u;

export interface ProfileChanges {
  nickname?: string | undefined;
  avatar?: string | undefined;
  gender?: UserProfile['gender'] | undefined;
}

export async function editProfile(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  changes: ProfileChanges,
  { loadProfile }: ProfileReader,
): Promise<UserProfile> {
  const { nickname, avatar, gender } = changes;
  if (nickname !== undefined && FORBIDDEN_IN_NICKNAME.test(nickname)) {
    throw new AppError('NICKNAME_INVALID');
  }
  if (avatar !== undefined && !(await isAcceptableAvatar(db, storage, userId, avatar))) {
    throw new AppError('AVATAR_URL_INVALID');
  }
  await db.update(users).set({ nickname, avatar, gender }).where(eq(users.id, userId));
  return loadProfile(db, userId);
}

/**
 * An avatar is one this learner uploaded here. Sending back the current avatar unchanged (a form
 * that posts every field) is accepted too: it sets nothing new.
 */
async function isAcceptableAvatar(db: Database, storage: ObjectStorage, userId: number, avatar: string) {
  if (await isOwnAvatarUrl(storage, userId, avatar)) return true;
  const [current] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return current?.avatar === avatar;
}
