import type { ResponseOf, userAssetDetail } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';
import { isVipActive } from './vip-end.js';

const { users } = tables;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Marketing's gifts the learner claimed, newest first (injected: marketing sits above users). */
export type ClaimedGiftsReader = (
  db: Database,
  userId: number,
) => Promise<ResponseOf<typeof userAssetDetail>['gifts']>;

/** Membership and the gifts that granted it. A day begun counts as a day left. */
export async function loadAssets(
  db: Database,
  userId: number,
  claimedGifts: ClaimedGiftsReader,
  now = new Date(),
) {
  const [user] = await db
    .select({ vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_LOGGED_IN');
  const vip = isVipActive(user.vipExpiresAt, now);
  const vipDaysLeft =
    vip && user.vipExpiresAt ? Math.ceil((user.vipExpiresAt.getTime() - now.getTime()) / DAY_MS) : 0;
  return {
    vip: vip ? 1 : 0,
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    vipDaysLeft,
    gifts: await claimedGifts(db, userId),
  } as const;
}
