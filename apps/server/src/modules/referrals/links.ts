import {
  type Page,
  type PageQuery,
  REFERRAL_ATTRIBUTION_DAYS,
  type ReferralLink,
  type ReferralProductType,
  rowsBefore,
} from '@zhixue/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { newReadableCode } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate, formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { referralAttributions, referralClicks, referralCommissions, referralLinks, referralRates } = tables;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The learner site's page of a course or bundle, which a share link opens. */
export const productPath = (type: number, id: number, code: string) =>
  `/course/${type === 2 ? 'multi' : 'base'}/${id}?ref=${code}`;

const clicksOf = sql<number>`(select count(*)::int from ${referralClicks} where ${referralClicks.linkId} = ${referralLinks.id})`;
const ordersOf = sql<number>`(select count(*)::int from ${referralCommissions} where ${referralCommissions.linkId} = ${referralLinks.id})`;

const linkColumns = {
  code: referralLinks.code,
  productType: referralLinks.productType,
  productId: referralLinks.productId,
  productName: courses.name,
  productPic: courses.picCover,
  rate: sql<number>`coalesce(${referralRates.rate}, 0)::int`,
  clicks: clicksOf,
  orders: ordersOf,
};

type LinkRow = Omit<ReferralLink, 'path' | 'productType'> & { productType: number };
const presentLink = (row: LinkRow): ReferralLink => ({
  ...row,
  productType: row.productType as ReferralProductType,
  path: productPath(row.productType, row.productId, row.code),
});

const joinedLinks = (db: Database) =>
  db
    .select(linkColumns)
    .from(referralLinks)
    .innerJoin(
      courses,
      and(eq(courses.id, referralLinks.productId), eq(courses.type, referralLinks.productType)),
    )
    .leftJoin(
      referralRates,
      and(
        eq(referralRates.productType, referralLinks.productType),
        eq(referralRates.productId, referralLinks.productId),
      ),
    );

/**
 * The learner's share link of a published course or bundle whose commission is on: made at the
 * first ask, the same link afterwards (one per learner and product, by a unique key).
 */
export async function shareLink(
  db: Database,
  userId: number,
  product: { productType: ReferralProductType; productId: number },
): Promise<ReferralLink> {
  const [found] = await db
    .select({ published: courses.published, rate: referralRates.rate })
    .from(courses)
    .leftJoin(
      referralRates,
      and(eq(referralRates.productType, courses.type), eq(referralRates.productId, courses.id)),
    )
    .where(and(eq(courses.id, product.productId), eq(courses.type, product.productType)));
  if (!found?.published) throw new AppError('REFERRAL_PRODUCT_NOT_FOUND');
  if (!found.rate) throw new AppError('REFERRAL_PRODUCT_OFF');
  await db
    .insert(referralLinks)
    .values({ code: newReadableCode(), userId, ...product })
    .onConflictDoNothing({
      target: [referralLinks.userId, referralLinks.productType, referralLinks.productId],
    });
  const [row] = await joinedLinks(db).where(
    and(
      eq(referralLinks.userId, userId),
      eq(referralLinks.productType, product.productType),
      eq(referralLinks.productId, product.productId),
    ),
  );
  if (!row) throw new Error('share link vanished after its insert');
  return presentLink(row);
}

/** 我的推广's share links, the newest first, with their clicks and orders. */
export async function pageOwnLinks(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Page<ReferralLink>> {
  const [rows, [count]] = await Promise.all([
    joinedLinks(db)
      .where(eq(referralLinks.userId, userId))
      .orderBy(desc(referralLinks.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(referralLinks)
      .where(eq(referralLinks.userId, userId)),
  ]);
  return { list: rows.map(presentLink), total: count?.total ?? 0, ...query };
}

/**
 * Following a share link. The click counts once per visitor and China day (the signed-in learner, or
 * the browser's anonymous id); the sharer's own clicks count nothing and attribute nothing. A signed-in
 * visitor's purchase of the product is attributed to this link for the attribution days from now,
 * replacing any earlier link's (the last click wins).
 */
export async function followLink(
  db: Database,
  viewerId: number | null,
  code: string,
  visitorId: string | undefined,
): Promise<{
  productType: ReferralProductType;
  productId: number;
  counted: boolean;
  attributedUntil: string | null;
}> {
  const [link] = await db.select().from(referralLinks).where(eq(referralLinks.code, code));
  if (!link) throw new AppError('REFERRAL_CODE_UNKNOWN');
  const product = { productType: link.productType as ReferralProductType, productId: link.productId };
  if (viewerId === link.userId) return { ...product, counted: false, attributedUntil: null };
  const visitor = viewerId !== null ? `u:${viewerId}` : visitorId ? `v:${visitorId}` : null;
  const counted = visitor
    ? (
        await db
          .insert(referralClicks)
          .values({ linkId: link.id, visitor, day: formatChinaDate(Date.now()) })
          .onConflictDoNothing()
          .returning({ linkId: referralClicks.linkId })
      ).length > 0
    : false;
  if (viewerId === null) return { ...product, counted, attributedUntil: null };
  const now = new Date();
  const expiresAt = new Date(now.getTime() + REFERRAL_ATTRIBUTION_DAYS * DAY_MS);
  await db
    .insert(referralAttributions)
    .values({ userId: viewerId, ...product, linkId: link.id, clickedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [referralAttributions.userId, referralAttributions.productType, referralAttributions.productId],
      set: { linkId: link.id, clickedAt: now, expiresAt },
    });
  return { ...product, counted, attributedUntil: formatChinaTime(expiresAt) };
}
