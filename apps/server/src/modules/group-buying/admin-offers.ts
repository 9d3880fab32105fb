import type { AdminGroup, AdminGroupOffer, adminGroupList, GroupOfferFields } from '@zhixue/contract';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { centsToYuan } from '../../platform/payment/index.js';
import { memberViews } from './members.js';
import { readGroupProduct } from './product.js';
import * as tables from './tables.js';

const { groupOffers, buyingGroups } = tables;
type OfferRow = typeof groupOffers.$inferSelect;
type Audit = (change: AuditChange) => void;
type Fields = z.output<typeof GroupOfferFields>;

/** 'YYYY-MM-DD HH:mm:ss' is China time, as the console's pickers send it; an ISO instant is itself. */
const toInstant = (text: string) =>
  new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}+08:00`);

function stateText(offer: OfferRow, now = Date.now()): string {
  if (offer.stoppedAt) return '已停止';
  if (offer.startsAt.getTime() > now) return '未开始';
  return offer.endsAt.getTime() > now ? '进行中' : '已结束';
}

type Counts = { open: number; filled: number; failed: number };

async function groupCounts(db: Database, offerIds: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>();
  if (offerIds.length === 0) return counts;
  const rows = await db
    .select({ offerId: buyingGroups.offerId, status: buyingGroups.status, n: sql<number>`count(*)::int` })
    .from(buyingGroups)
    .where(inArray(buyingGroups.offerId, offerIds))
    .groupBy(buyingGroups.offerId, buyingGroups.status);
  for (const { offerId, status, n } of rows) {
    const entry = counts.get(offerId) ?? { open: 0, filled: 0, failed: 0 };
    if (status === 'open' || status === 'filled' || status === 'failed') entry[status] = n;
    counts.set(offerId, entry);
  }
  return counts;
}

function present(offer: OfferRow, counts: Counts = { open: 0, filled: 0, failed: 0 }): AdminGroupOffer {
  return {
    id: offer.id,
    productType: offer.productType as AdminGroupOffer['productType'],
    productId: offer.productId,
    productName: offer.productName,
    linePrice: offer.linePrice,
    groupPrice: offer.groupPrice,
    groupSize: offer.groupSize,
    hours: offer.hours,
    startsAt: formatChinaTime(offer.startsAt),
    endsAt: formatChinaTime(offer.endsAt),
    stopped: offer.stoppedAt !== null,
    stateText: stateText(offer),
    ...counts,
    createdAt: formatChinaTime(offer.createdAt),
  };
}

export async function pageGroupOffers(
  db: Database,
  query: { pageCurrent: number; pageSize: number; keyword?: string | undefined },
) {
  const where = query.keyword ? ilike(groupOffers.productName, `%${query.keyword}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(groupOffers)
      .where(where)
      .orderBy(desc(groupOffers.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(groupOffers).where(where),
  ]);
  const counts = await groupCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => present(row, counts.get(row.id))),
    total: total?.n ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * A new offer. The group price must be below the product's price now (the contract has kept it
 * above 0); one product has at most one offer whose window overlaps another's that is not stopped,
 * so its detail page shows one 发起拼团.
 */
export async function createGroupOffer(
  tx: Database,
  operatorId: number,
  fields: Fields,
  audit: Audit,
): Promise<AdminGroupOffer> {
  const product = await readGroupProduct(tx, fields.productType, fields.productId);
  if (fields.groupPrice >= product.price)
    throw new AppError('GROUP_PRICE_NOT_BELOW', { price: centsToYuan(product.price) });
  const startsAt = toInstant(fields.startsAt);
  const endsAt = toInstant(fields.endsAt);
  // Offers of one product are created one at a time, so the overlap check cannot race itself.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('group-offer'), ${fields.productId})`);
  const [overlapping] = await tx
    .select({ id: groupOffers.id })
    .from(groupOffers)
    .where(
      and(
        eq(groupOffers.productType, fields.productType),
        eq(groupOffers.productId, fields.productId),
        sql`${groupOffers.stoppedAt} is null and ${groupOffers.startsAt} < ${endsAt} and ${groupOffers.endsAt} > ${startsAt}`,
      ),
    );
  if (overlapping) throw new AppError('GROUP_OFFER_OVERLAP');
  const [offer] = await tx
    .insert(groupOffers)
    .values({
      productType: fields.productType,
      productId: fields.productId,
      productName: product.name,
      linePrice: product.price,
      groupPrice: fields.groupPrice,
      groupSize: fields.groupSize,
      hours: fields.hours,
      startsAt,
      endsAt,
      operatorId,
    })
    .returning();
  if (!offer) throw new Error('group offer not inserted');
  audit({ entity: 'group_offer', entityId: offer.id, before: null, after: offer });
  return present(offer);
}

/** Stops an offer: no group starts from now; groups already open run to their time. */
export async function stopGroupOffer(tx: Database, id: number, audit: Audit): Promise<AdminGroupOffer> {
  const [before] = await tx.select().from(groupOffers).where(eq(groupOffers.id, id)).for('update');
  if (!before) throw new AppError('GROUP_OFFER_NOT_FOUND');
  const [after] = await tx
    .update(groupOffers)
    .set({ stoppedAt: sql`coalesce(${groupOffers.stoppedAt}, now())` })
    .where(eq(groupOffers.id, id))
    .returning();
  if (!after) throw new Error('group offer vanished');
  audit({ entity: 'group_offer', entityId: id, before, after });
  return present(after, (await groupCounts(tx, [id])).get(id));
}

/** An offer's groups, newest first, with their members and how each stands. */
export async function pageOfferGroups(
  db: Database,
  query: z.output<typeof adminGroupList.request>,
): Promise<{ list: AdminGroup[]; total: number; pageCurrent: number; pageSize: number }> {
  const [offer] = await db.select().from(groupOffers).where(eq(groupOffers.id, query.offerId));
  if (!offer) throw new AppError('GROUP_OFFER_NOT_FOUND');
  const where = and(
    eq(buyingGroups.offerId, query.offerId),
    query.status ? eq(buyingGroups.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(buyingGroups)
      .where(where)
      .orderBy(desc(buyingGroups.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(buyingGroups).where(where),
  ]);
  const members = await memberViews(
    db,
    rows.map((row) => row.id),
    { withOrders: true },
  );
  return {
    list: rows.map((group) => ({
      id: group.id,
      status: group.status as AdminGroup['status'],
      groupSize: group.size,
      paidMembers: group.paidMembers,
      members: (members.get(group.id) ?? []).map((member) => ({
        name: member.name,
        avatar: member.avatar,
        starter: member.starter,
        userId: member.userId,
        orderId: member.orderId,
        stateText: member.refunded ? '已退款' : member.paid ? '已支付' : '待支付',
      })),
      createdAt: formatChinaTime(group.createdAt),
      endsAt: formatChinaTime(group.endsAt),
    })),
    total: total?.n ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
