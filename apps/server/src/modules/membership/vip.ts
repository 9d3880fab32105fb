import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { setVipEnd } from '../users/index.js';
import * as usersTables from '../users/tables.js';

const { users } = usersTables;

/** Adds days of membership from today, or from the current expiry when it is still running. */
export async function extendVip(db: Database, userId: number, days: number): Promise<Date> {
  const end = await setVipEnd(
    db,
    userId,
    sql`greatest(coalesce(${users.vipExpiresAt}, now()), now()) + make_interval(days => ${days})`,
  );
  if (!end) throw new Error(`user ${userId} not found`);
  return end;
}

/**
 * Takes back days of membership a refunded order granted: the end moves that many days earlier
 * (into the past when they were the last days, which ends the membership at once).
 */
export async function shortenVip(db: Database, userId: number, days: number): Promise<void> {
  await setVipEnd(db, userId, sql`${users.vipExpiresAt} - make_interval(days => ${days})`);
}
