import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { users } = tables;

/** Whether the learner's VIP end date is still ahead. */
export function isVipActive(vipExpiresAt: Date | null, now = new Date()): boolean {
  return vipExpiresAt !== null && vipExpiresAt.getTime() > now.getTime();
}

/**
 * Moves the learner's VIP end to `end`, SQL that may read the current end (`users.vip_expires_at`).
 * Membership decides how far a grant or a refund moves it; computed in the update itself, grants
 * racing each other add up. Answers the new end: null when there is none, or no such learner.
 */
export async function setVipEnd(db: Database, userId: number, end: SQL): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ vipExpiresAt: end })
    .where(eq(users.id, userId))
    .returning({ vipExpiresAt: users.vipExpiresAt });
  return row?.vipExpiresAt ?? null;
}
