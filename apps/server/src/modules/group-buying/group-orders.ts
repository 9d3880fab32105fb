import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Database, violatedUniqueConstraint } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { notify } from '../messages/index.js';
import * as tables from './tables.js';

const { groupOffers, buyingGroups, groupMembers } = tables;

/** What the order page asked for: to start a group of an offer, or to join a group. */
export interface GroupChoice {
  type: number;
  id: number;
  groupOfferId?: number | undefined;
  groupId?: number | undefined;
}

/** The group price that applies to an order, and what the order will hold once saved. */
export interface GroupPrice {
  offerId: number;
  /** null when the order starts a group (it exists once the order is paid). */
  groupId: number | null;
  price: number;
}

/**
 * The group price of the learner's choice, or the reason it cannot be had: the offer must run now
 * and sell this product; a group must be open, in time, not full, and not hold the learner already.
 * Read for order/settle and again for order/save; the save's seat is then taken atomically
 * (`holdGroupSeat`), so a group filled in between refuses there.
 */
export async function groupPrice(db: Database, userId: number, choice: GroupChoice): Promise<GroupPrice> {
  if (choice.groupId !== undefined) {
    const [row] = await db
      .select({ group: buyingGroups, offer: groupOffers })
      .from(buyingGroups)
      .innerJoin(groupOffers, eq(groupOffers.id, buyingGroups.offerId))
      .where(eq(buyingGroups.id, choice.groupId));
    if (!row) throw new AppError('GROUP_NOT_FOUND');
    const { group, offer } = row;
    if (offer.productType !== choice.type || offer.productId !== choice.id)
      throw new AppError('GROUP_WRONG_PRODUCT');
    const [member] = await db
      .select({ paidAt: groupMembers.paidAt })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
    if (member?.paidAt) throw new AppError('GROUP_ALREADY_MEMBER');
    if (group.status !== 'open' || group.endsAt.getTime() <= Date.now()) throw new AppError('GROUP_ENDED');
    // A seat the learner's own open order holds is theirs to take again (a new save replaces it).
    if (group.seatsTaken >= group.size && !member) throw new AppError('GROUP_FULL');
    return { offerId: offer.id, groupId: group.id, price: offer.groupPrice };
  }
  const [offer] = await db
    .select()
    .from(groupOffers)
    .where(eq(groupOffers.id, choice.groupOfferId ?? 0));
  if (!offer) throw new AppError('GROUP_OFFER_NOT_FOUND');
  if (offer.productType !== choice.type || offer.productId !== choice.id)
    throw new AppError('GROUP_WRONG_PRODUCT');
  const now = Date.now();
  if (offer.stoppedAt || offer.startsAt.getTime() > now || offer.endsAt.getTime() <= now)
    throw new AppError('GROUP_OFFER_ENDED');
  return { offerId: offer.id, groupId: null, price: offer.groupPrice };
}

/**
 * In the transaction that inserts a group order: a starter's order is noted; a joiner's takes a
 * seat by one conditional update (no read-then-write: of learners racing for the last seats, as many
 * as there are seats get one, the rest roll back with 该团已满), and the unique index keeps a learner
 * to one place per group.
 */
export async function holdGroupSeat(
  tx: Database,
  held: GroupPrice & { userId: number; orderId: number },
): Promise<void> {
  if (held.groupId !== null) {
    const [taken] = await tx
      .update(buyingGroups)
      .set({ seatsTaken: sql`${buyingGroups.seatsTaken} + 1` })
      .where(
        and(
          eq(buyingGroups.id, held.groupId),
          eq(buyingGroups.status, 'open'),
          sql`${buyingGroups.seatsTaken} < ${buyingGroups.size} and ${buyingGroups.endsAt} > now()`,
        ),
      )
      .returning({ id: buyingGroups.id });
    if (!taken) {
      const [group] = await tx.select().from(buyingGroups).where(eq(buyingGroups.id, held.groupId));
      const ended = group?.status !== 'open' || group.endsAt.getTime() <= Date.now();
      throw new AppError(ended ? 'GROUP_ENDED' : 'GROUP_FULL');
    }
  }
  try {
    await tx.insert(groupMembers).values({
      offerId: held.offerId,
      groupId: held.groupId,
      userId: held.userId,
      orderId: held.orderId,
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'group_members_one_per_learner')
      throw new AppError('GROUP_ALREADY_MEMBER');
    throw error;
  }
}

/**
 * An unpaid group order ended (closed, cancelled, replaced): a joiner's seat goes back to its
 * group, in the transaction that ends the order, and the learner's place is freed.
 */
export async function releaseGroupSeat(tx: Database, orderId: number): Promise<void> {
  const [released] = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.orderId, orderId), isNull(groupMembers.paidAt)))
    .returning({ groupId: groupMembers.groupId });
  if (released?.groupId)
    await tx
      .update(buyingGroups)
      .set({ seatsTaken: sql`${buyingGroups.seatsTaken} - 1` })
      .where(eq(buyingGroups.id, released.groupId));
}

/**
 * A group order was paid, in its fulfilment's transaction. A starter's payment makes the group
 * (拼团中, its clock starting now); a joiner's counts towards the size. Answers the orders to grant
 * now: none until the group fills, then every member's at once (the last payment's transaction
 * grants them all, and each member is told 拼团成功). A payment that arrives after its group failed
 * grants nothing: the expiry job refunds it with the others.
 */
export async function groupOrderPaid(
  tx: Database,
  order: { id: number; userId: number; productName: string },
): Promise<number[]> {
  const [member] = await tx
    .update(groupMembers)
    .set({ paidAt: sql`now()` })
    .where(and(eq(groupMembers.orderId, order.id), isNull(groupMembers.paidAt)))
    .returning();
  if (!member) return [];
  if (member.groupId === null) {
    const [offer] = await tx.select().from(groupOffers).where(eq(groupOffers.id, member.offerId));
    if (!offer) throw new Error(`group offer ${member.offerId} vanished`);
    const [group] = await tx
      .insert(buyingGroups)
      .values({
        offerId: offer.id,
        starterId: order.userId,
        size: offer.groupSize,
        endsAt: sql`now() + make_interval(hours => ${offer.hours})`,
      })
      .returning({ id: buyingGroups.id });
    if (!group) throw new Error('group not inserted');
    await tx.update(groupMembers).set({ groupId: group.id }).where(eq(groupMembers.id, member.id));
    return [];
  }
  const [group] = await tx
    .update(buyingGroups)
    .set({ paidMembers: sql`${buyingGroups.paidMembers} + 1` })
    .where(and(eq(buyingGroups.id, member.groupId), eq(buyingGroups.status, 'open')))
    .returning();
  if (!group || group.paidMembers < group.size) return [];
  await tx
    .update(buyingGroups)
    .set({ status: 'filled', filledAt: sql`now()` })
    .where(eq(buyingGroups.id, group.id));
  const paid = await tx
    .select({ id: groupMembers.id, userId: groupMembers.userId, orderId: groupMembers.orderId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), isNotNull(groupMembers.paidAt)));
  await notify(
    tx,
    'groupFilled',
    paid.map((each) => ({
      userId: each.userId,
      dedupeKey: `group-filled:${each.id}`,
      params: { groupId: group.id, productName: order.productName },
    })),
  );
  return paid.map((each) => each.orderId);
}

/**
 * Whether a group order granted what it bought: only once its group filled. A refund of one that
 * never did takes nothing back (the learner may own the product by another order).
 */
export async function groupOrderGranted(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: buyingGroups.status })
    .from(groupMembers)
    .innerJoin(buyingGroups, eq(buyingGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.orderId, orderId));
  return row?.status === 'filled';
}
