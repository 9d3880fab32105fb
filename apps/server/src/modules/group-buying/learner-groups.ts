import {
  describeReason,
  type GroupDetail,
  type GroupOffer,
  type GroupStatus,
  type MyGroup,
  type OrderType,
} from '@zhixue/contract';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { memberViews } from './members.js';
import { readGroupProduct } from './product.js';
import * as tables from './tables.js';

const { groupOffers, buyingGroups, groupMembers } = tables;
const OPEN_GROUPS_SHOWN = 10;

const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));

/** The product's offer running now, with the groups a learner may join, the fullest first. */
export async function runningOffer(
  db: Database,
  product: { productType: OrderType; productId: number },
): Promise<GroupOffer | null> {
  const [offer] = await db
    .select()
    .from(groupOffers)
    .where(
      and(
        eq(groupOffers.productType, product.productType),
        eq(groupOffers.productId, product.productId),
        isNull(groupOffers.stoppedAt),
        lt(groupOffers.startsAt, sql`now()`),
        gt(groupOffers.endsAt, sql`now()`),
      ),
    )
    .orderBy(asc(groupOffers.id))
    .limit(1);
  if (!offer) return null;
  const groups = await db
    .select()
    .from(buyingGroups)
    .where(
      and(
        eq(buyingGroups.offerId, offer.id),
        eq(buyingGroups.status, 'open'),
        gt(buyingGroups.endsAt, sql`now()`),
        lt(buyingGroups.seatsTaken, buyingGroups.size),
      ),
    )
    .orderBy(desc(buyingGroups.seatsTaken), asc(buyingGroups.endsAt))
    .limit(OPEN_GROUPS_SHOWN);
  const members = await memberViews(
    db,
    groups.map((group) => group.id),
    { withOrders: false },
  );
  return {
    offerId: offer.id,
    productType: offer.productType as OrderType,
    productId: offer.productId,
    groupPrice: offer.groupPrice,
    groupSize: offer.groupSize,
    hours: offer.hours,
    openGroups: groups.map((group) => {
      const starter = members.get(group.id)?.[0];
      return {
        groupId: group.id,
        starter: { name: starter?.name ?? '学员', avatar: starter?.avatar ?? '', starter: true },
        seatsLeft: group.size - group.seatsTaken,
        remainingSeconds: secondsUntil(group.endsAt),
      };
    }),
  };
}

/** Why the viewer may not join, in words; null when 参与拼团 is offered. */
function joinRefusal(group: typeof buyingGroups.$inferSelect, joined: boolean): string | null {
  if (joined) return describeReason('GROUP_ALREADY_MEMBER').msg;
  if (group.status !== 'open' || group.endsAt.getTime() <= Date.now())
    return describeReason('GROUP_ENDED').msg;
  if (group.seatsTaken >= group.size) return describeReason('GROUP_FULL').msg;
  return null;
}

/** A group's share page: anyone with the link sees it; a learner also sees whether they are in it. */
export async function loadGroup(
  db: Database,
  viewerId: number | null,
  groupId: number,
): Promise<GroupDetail> {
  const [row] = await db
    .select({ group: buyingGroups, offer: groupOffers })
    .from(buyingGroups)
    .innerJoin(groupOffers, eq(groupOffers.id, buyingGroups.offerId))
    .where(eq(buyingGroups.id, groupId));
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  const { group, offer } = row;
  const members = (await memberViews(db, [group.id], { withOrders: false })).get(group.id) ?? [];
  const joined = viewerId !== null && members.some((member) => member.userId === viewerId);
  const product = await readGroupProduct(db, offer.productType, offer.productId).catch(() => null);
  const refusal = joinRefusal(group, joined);
  return {
    groupId: group.id,
    offerId: offer.id,
    productType: offer.productType as OrderType,
    productId: offer.productId,
    productName: offer.productName,
    productPic: product?.pic ?? '',
    linePrice: offer.linePrice,
    groupPrice: offer.groupPrice,
    groupSize: group.size,
    status: group.status as GroupStatus,
    members: members.map(({ name, avatar, starter }) => ({ name, avatar, starter })),
    seatsLeft: Math.max(0, group.size - group.seatsTaken),
    remainingSeconds: group.status === 'open' ? secondsUntil(group.endsAt) : 0,
    joined,
    canJoin: refusal === null,
    refusal,
  };
}

/** 我的拼团: the groups the learner paid into, newest first (an unpaid order is no place in a group). */
export async function pageOwnGroups(
  db: Database,
  userId: number,
  query: { pageCurrent: number; pageSize: number },
): Promise<{ list: MyGroup[]; total: number; pageCurrent: number; pageSize: number }> {
  const where = and(eq(groupMembers.userId, userId), isNotNull(groupMembers.paidAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: groupMembers, group: buyingGroups, offer: groupOffers })
      .from(groupMembers)
      .innerJoin(buyingGroups, eq(buyingGroups.id, groupMembers.groupId))
      .innerJoin(groupOffers, eq(groupOffers.id, groupMembers.offerId))
      .where(where)
      .orderBy(desc(groupMembers.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(groupMembers)
      .where(and(where, isNotNull(groupMembers.groupId))),
  ]);
  return {
    list: rows.map(({ member, group, offer }) => ({
      groupId: group.id,
      productType: offer.productType as OrderType,
      productId: offer.productId,
      productName: offer.productName,
      groupPrice: offer.groupPrice,
      groupSize: group.size,
      paidMembers: group.paidMembers,
      status: group.status as GroupStatus,
      refunded: member.refundedAt !== null,
      remainingSeconds: group.status === 'open' ? secondsUntil(group.endsAt) : 0,
      joinedAt: formatChinaTime(member.paidAt ?? member.createdAt),
    })),
    total: total?.n ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
