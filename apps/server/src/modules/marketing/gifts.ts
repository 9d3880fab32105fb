import { GiftTypes } from '@zhixue/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { extendVip } from '../membership/index.js';
import * as tables from './tables.js';

const { acquisitions } = tables;

/** What a gift grants: days of VIP membership, so a new learner can try member courses. */
export const GIFT_VIP_DAYS = { newUser: 7, returningUser: 3 } as const;
/** A learner who has not logged in for this long is welcomed back with a gift. */
const RETURNING_AFTER_DAYS = 30;
/** At most one welcome-back gift in this many days. */
const RETURNING_GIFT_EVERY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoginGiftInput {
  userId: number;
  isNewUser: boolean;
  previousLoginAt: Date | null;
}

/** Offers the gift a login earns, if any. Runs inside the login's transaction. */
export async function offerLoginGift(tx: Database, input: LoginGiftInput): Promise<void> {
  if (input.isNewUser) {
    await tx
      .insert(acquisitions)
      .values({ userId: input.userId, type: GiftTypes.NEW_USER, vipDays: GIFT_VIP_DAYS.newUser });
    return;
  }
  const away =
    input.previousLoginAt && Date.now() - input.previousLoginAt.getTime() > RETURNING_AFTER_DAYS * DAY_MS;
  if (!away) return;
  const [recent] = await tx
    .select({ id: acquisitions.id })
    .from(acquisitions)
    .where(
      and(
        eq(acquisitions.userId, input.userId),
        eq(acquisitions.type, GiftTypes.RETURNING_USER),
        gt(acquisitions.createdAt, sql`now() - make_interval(days => ${RETURNING_GIFT_EVERY_DAYS})`),
      ),
    )
    .limit(1);
  if (!recent) {
    await tx
      .insert(acquisitions)
      .values({ userId: input.userId, type: GiftTypes.RETURNING_USER, vipDays: GIFT_VIP_DAYS.returningUser });
  }
}

/** The spec's acquisitionUserFrontDTO: the newest unclaimed gift, or null. */
export async function pendingGift(db: Database, userId: number) {
  const [gift] = await db
    .select({
      id: acquisitions.id,
      status: acquisitions.status,
      type: acquisitions.type,
      vipDays: acquisitions.vipDays,
    })
    .from(acquisitions)
    .where(and(eq(acquisitions.userId, userId), eq(acquisitions.status, 0)))
    .orderBy(desc(acquisitions.createdAt), desc(acquisitions.id))
    .limit(1);
  return gift ? { ...gift, status: gift.status as 0 | 1, type: gift.type as 1 | 2 } : null;
}

/** Claims a gift once: the conditional update lets exactly one of concurrent claims grant it. */
export async function claimGift(db: Database, userId: number, giftId: number, type: number) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(acquisitions)
      .set({ status: 1, claimedAt: new Date() })
      .where(
        and(
          eq(acquisitions.id, giftId),
          eq(acquisitions.userId, userId),
          eq(acquisitions.type, type),
          eq(acquisitions.status, 0),
        ),
      )
      .returning({ vipDays: acquisitions.vipDays });
    if (!claimed) {
      const [existing] = await tx
        .select({ status: acquisitions.status })
        .from(acquisitions)
        .where(
          and(eq(acquisitions.id, giftId), eq(acquisitions.userId, userId), eq(acquisitions.type, type)),
        );
      throw existing ? new AppError('GIFT_CLAIMED') : new AppError('GIFT_NOT_FOUND');
    }
    const vipExpiresAt = await extendVip(tx, userId, claimed.vipDays);
    return { vipDays: claimed.vipDays, vipExpiresAt: vipExpiresAt.toISOString() };
  });
}

export async function claimedGifts(db: Database, userId: number) {
  const rows = await db
    .select({ type: acquisitions.type, vipDays: acquisitions.vipDays, claimedAt: acquisitions.claimedAt })
    .from(acquisitions)
    .where(and(eq(acquisitions.userId, userId), eq(acquisitions.status, 1)))
    .orderBy(desc(acquisitions.claimedAt));
  return rows.map((row) => ({ ...row, claimedAt: row.claimedAt?.toISOString() ?? '' }));
}
