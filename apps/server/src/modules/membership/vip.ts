import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as usersTables from '../users/tables.js';

const { users } = usersTables;

/** Adds days of membership from today, or from the current expiry when it is still running. */
export async function extendVip(db: Database, userId: number, days: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({
      vipExpiresAt: sql`greatest(coalesce(${users.vipExpiresAt}, now()), now()) + make_interval(days => ${days})`,
    })
    .where(eq(users.id, userId))
    .returning({ vipExpiresAt: users.vipExpiresAt });
  if (!row?.vipExpiresAt) throw new Error(`user ${userId} not found`);
  return row.vipExpiresAt;
}

export function isVipActive(vipExpiresAt: Date | null, now = new Date()): boolean {
  return vipExpiresAt !== null && vipExpiresAt.getTime() > now.getTime();
}

/**
 * Takes back days of membership a refunded order granted: the end moves that many days earlier
 * (into the past when they were the last days, which ends the membership at once).
 */
export async function shortenVip(db: Database, userId: number, days: number): Promise<void> {
  await db
    .update(users)
    .set({ vipExpiresAt: sql`${users.vipExpiresAt} - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}
