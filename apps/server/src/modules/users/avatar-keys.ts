import { randomBytes } from 'node:crypto';
import type { ImageType, ObjectStorage } from '../../platform/storage/index.js';

/** `avatars/<userId>/<32 hex>.<ext>`: generated here, never from a file name a caller sent. */
const AVATAR_KEY = /^avatars\/(\d{1,10})\/[0-9a-f]{32}\.(?:png|jpg|webp)$/;

export function newAvatarKey(userId: number, type: ImageType): string {
  return `avatars/${userId}/${randomBytes(16).toString('hex')}.${type.extension}`;
}

/**
 * Whether an address is one of this learner's own uploaded avatars: issued by our storage, under
 * their folder, and actually stored. Someone else's avatar, an outside address or a crafted path
 * (`/uploads/avatars/1/../../x`) all fail one of the checks.
 */
export async function isOwnAvatarUrl(storage: ObjectStorage, userId: number, url: string): Promise<boolean> {
  const key = storage.keyOf(url);
  const owner = key ? AVATAR_KEY.exec(key)?.[1] : undefined;
  if (!key || owner !== String(userId)) return false;
  return storage.exists(key);
}
