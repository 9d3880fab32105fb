import { ORDER_PAY_MINUTES, type OrderDetail, ProductTypes } from '@zhixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, violatedNotNullColumn, violatedUniqueConstraint } from '../../platform/db/index.js';
import { AppError, enterpriseParam, type Session } from '../../platform/http/index.js';
import { countPlacedOrder, countPlacedOrdersOf } from '../analytics/index.js';
import { takeSeat } from '../camps/index.js';
import type {
  BuyerFlagsReader,
  BuyerHoldsNothing,
  CourseFacts,
  CourseFactsReader,
} from '../catalog/index.js';
import { lockCoupon, releaseCoupon } from '../coupons/index.js';
import {
  flashUnitParts,
  holdFlashUnit,
  returnFlashUnit,
  takeFlashStock,
  takeWhileUnitsLeft,
} from '../flash-sales/index.js';
import { type GroupChoice, holdGroupSeat, releaseGroupSeat } from '../group-buying/index.js';
import { HOLDS_NOTHING, offerToBuyer, sellableFacts } from './course-offer.js';
import { fulfilOrder } from './fulfil-order.js';
import { withGroupPrice } from './group-order.js';
import { type Offer, settle } from './offer.js';
import { applyCoupon, type Priced, samePendingProduct } from './order-coupon.js';
import { newOrderNo, ORDER_NO_INDEX } from './order-number.js';
import { findOwnOrder, type OrderRecord, type OrderRow, preparedOrderInsert } from './order-records.js';
import { presentOrder } from './order-view.js';
import { type OrderTargetInput, priceOrder } from './price-order.js';
import { type ProviderCheck, sentToProvider } from './provider-check.js';
import * as tables from './tables.js';

const { orders } = tables;

/**
 * Inserts with a number drawn afresh when the drawn one was taken: numbers are unique by
 * construction (order-number.ts), so this is a second wall, for a sequence set back (a database
 * restored from an older copy, say).
 */
const NUMBER_DRAWS = 3;

/**
 * order/save: the order at the price order/settle shows, priced by the same reader of course facts
 * (`factsOf`, see priceOrder). The learner's pending order for the same product is answered again
 * while it is open at that amount; otherwise it is closed and replaced, so pending orders never pile
 * up (one per product, kept so by a unique index).
 */
export async function saveOrder(
  db: Database,
  { check, factsOf, buyerFlags, insertUnheldOrder }: OrderSaving,
  session: Session,
  target: SaveTarget,
): Promise<OrderDetail> {
  const unheld = await placeUnheldCourseOrder(db, factsOf, insertUnheldOrder, session, target);
  if (unheld) return completed(db, session, unheld);
  const base = await withGroupPrice(
    db,
    session.userId,
    await priceOrder(db, factsOf, buyerFlags, session, target),
    target,
  );
  if (base.priceKind === 'memberFree') throw new AppError('MEMBER_STUDIES_FREE');
  const settled = await applyCoupon(db, session.userId, base, target);
  const placed = await placeOrder(db, check, session.userId, target, settled);
  if ('paidEarlier' in placed) return placed.paidEarlier;
  return completed(db, session, placed.order);
}

/** The order saved, as shown: one with nothing to pay (an activity at 0) is complete at once. */
async function completed(db: Database, session: Session, order: OrderRecord): Promise<OrderDetail> {
  if (order.status === 'pending' && order.amount === 0) {
    await fulfilOrder(db, order, { channel: null, tradeNo: null });
    return presentOrder(await findOwnOrder(db, session.userId, { id: order.id }));
  }
  return presentOrder(order);
}

/** What order/save reads and writes with, built once (registerOrderRoutes). */
export interface OrderSaving {
  check: ProviderCheck;
  factsOf: CourseFactsReader;
  buyerFlags: BuyerFlagsReader;
  insertUnheldOrder: UnheldOrderInsert;
}

type SaveTarget = OrderTargetInput & { couponId?: number | undefined } & GroupChoice;

/**
 * The most common save in one round trip: a learner's first open order of a course or bundle at
 * its price, with no coupon, group or flash sale asked for. It is priced as for a buyer who holds
 * nothing, and inserted on the condition that they do hold nothing: neither the product, a bundle
 * holding it, a licence, nor a coupon usable now (which the save would apply unasked). Answers null
 * when the save is not of that kind, when the buyer holds something (the order then gets no
 * number, breaks its not-null rule and the statement undoes itself), or when an open order of the
 * product exists: the whole save then runs, reads the buyer's flags, and refuses or prices
 * accordingly. Before, the flags were a round trip of their own at every save (decision 0068).
 */
async function placeUnheldCourseOrder(
  db: Database,
  factsOf: CourseFactsReader,
  insertUnheldOrder: UnheldOrderInsert,
  session: Session,
  target: SaveTarget,
): Promise<OrderRecord | null> {
  const { type } = target;
  if (type !== ProductTypes.COURSE && type !== ProductTypes.BUNDLE) return null;
  if (
    target.couponId !== undefined ||
    target.flashSaleId !== undefined ||
    target.groupOfferId !== undefined ||
    target.groupId !== undefined
  ) {
    return null;
  }
  let facts: CourseFacts;
  let offer: Offer;
  try {
    facts = sellableFacts(await factsOf(target.id), type);
    offer = offerToBuyer(facts, HOLDS_NOTHING, session);
  } catch (error) {
    // The whole save gives the refusal, after the buyer's own flags that may come first.
    if (error instanceof AppError) return null;
    throw error;
  }
  const settled = settle(offer, session.isVip);
  if (settled.priceKind === 'memberFree') return null;
  try {
    return await insertUnheldOrder(
      db,
      newOrderValues(session.userId, { ...settled, coupons: [], coupon: null }),
      {
        entId: enterpriseParam(session),
        bundleIds: facts.containingBundles.map((bundle) => bundle.id),
      },
    );
  } catch (error) {
    if (violatedNotNullColumn(error) === 'order_no') return null;
    throw error;
  }
}

/** The prepared insert of placeUnheldCourseOrder, with the catalog's rule of a buyer who holds nothing. */
export type UnheldOrderInsert = ReturnType<typeof preparedUnheldOrderInsert>;

export function preparedUnheldOrderInsert(holdsNothing: BuyerHoldsNothing) {
  const buyer = {
    userId: sql.placeholder('userId'),
    entId: sql.placeholder('entId'),
    courseId: sql.placeholder('productId'),
    bundleIds: sql`${sql.placeholder('bundleIds')}::integer[]`,
  };
  return preparedOrderInsert('first_unheld_order', {
    keys: NEW_ORDER_KEYS,
    fixed: { orderNo: sql`case when ${holdsNothing(buyer)} then ${newOrderNo()} end` },
    alongside: { parts: { counted: countedWithOrder() } },
    onConflict: 'skip',
  });
}

/**
 * The order the save leaves, placed in one statement where it can be, else by the whole save; or
 * the earlier order, shown, when its provider says it was paid meanwhile.
 */
async function placeOrder(
  db: Database,
  check: ProviderCheck,
  userId: number,
  target: OrderTargetInput,
  settled: Priced,
): Promise<{ order: OrderRecord } | { paidEarlier: OrderDetail }> {
  const first =
    (await placeFirstPlainOrder(db, userId, settled)) ?? (await placeFirstFlashOrder(db, userId, settled));
  if (first) return { order: first };
  const placed = await replaceOrPlace(db, check, userId, target, settled);
  if (typeof placed !== 'number') return { paidEarlier: placed };
  return { order: await findOwnOrder(db, userId, { id: placed }) };
}

/** The order's day count, as a part of the statement that inserts it. */
const countedWithOrder = () => countPlacedOrdersOf(sql`select created_at from created`);

/**
 * A plain save, once priced, in one statement: the learner's first open order for the product,
 * holding nothing of another area (no coupon, group seat, flash unit or camp seat), inserted and
 * counted on its day together. This is the save of a membership plan, and of a course whose buyer's
 * coupons do not apply to it or were declined (placeUnheldCourseOrder takes the rest of courses').
 * Answers null when the order holds something, or when an open order of the product exists (the
 * one-pending index, or a number drawn twice): the whole save then runs.
 */
async function placeFirstPlainOrder(
  db: Database,
  userId: number,
  settled: Priced,
): Promise<OrderRecord | null> {
  if (settled.coupon || settled.group || settled.flash || settled.offer.termId !== null) return null;
  return insertFirstPlainOrder(db, newOrderValues(userId, settled));
}

/**
 * Every column newOrderValues sets but the number, each a placeholder of the prepared first plain
 * order: the type makes a column newOrderValues gains, and this list lacks, fail to compile.
 */
const NEW_ORDER_KEYS = Object.keys({
  userId: true,
  productType: true,
  productId: true,
  termId: true,
  activityId: true,
  productName: true,
  productPic: true,
  termName: true,
  vipDays: true,
  linePrice: true,
  price: true,
  amount: true,
  couponId: true,
  couponDiscount: true,
  priceKind: true,
  expiresAt: true,
} satisfies Record<Exclude<keyof ReturnType<typeof newOrderValues>, 'orderNo'>, true>) as Array<
  Exclude<keyof ReturnType<typeof newOrderValues>, 'orderNo'>
>;

/** Prepared once: the most common save's statement is not built again at every save. */
const insertFirstPlainOrder = preparedOrderInsert('first_plain_order', {
  keys: NEW_ORDER_KEYS,
  fixed: { orderNo: newOrderNo() },
  alongside: { parts: { counted: countedWithOrder() } },
  onConflict: 'skip',
});

/**
 * 立即抢购 in one statement, committed on its own: the stock taken on one stripe of the sale (buyers
 * take theirs side by side), the learner's first order at the sale's price, its unit, and its day
 * count. Without a unit taken the order gets no number, the insert fails its not-null rule and the
 * statement undoes itself; the buyer is refused once no unit is left, and takes again while one is
 * (takeWhileUnitsLeft). Answers null, and the whole save runs, when the learner holds a unit of the
 * sale or an open order of the product already (a unique index says so, and the statement undoes
 * itself), or when every take found the units left held by other buyers.
 */
async function placeFirstFlashOrder(
  db: Database,
  userId: number,
  settled: Priced,
): Promise<OrderRecord | null> {
  const { flash } = settled;
  if (!flash || settled.coupon || settled.group || settled.offer.termId !== null) return null;
  const values = newOrderValues(userId, settled);
  try {
    const order = await takeWhileUnitsLeft(db, flash.saleId, async () => {
      try {
        return (await insertFirstFlashOrder(db, values, { saleId: flash.saleId })) ?? undefined;
      } catch (error) {
        if (violatedNotNullColumn(error) === 'order_no') return undefined;
        throw error;
      }
    });
    return order ?? null;
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) return null;
    throw error;
  }
}

const firstFlashUnit = flashUnitParts(
  { saleId: sql.placeholder('saleId'), userId: sql.placeholder('userId') },
  sql`select id from created`,
);

/** Prepared once, as the first plain order: a rush runs it for every winner. */
const insertFirstFlashOrder = preparedOrderInsert('first_flash_order', {
  keys: NEW_ORDER_KEYS,
  fixed: { orderNo: sql`case when ${firstFlashUnit.stockTaken} then ${newOrderNo()} end` },
  alongside: {
    first: firstFlashUnit.first,
    parts: { ...firstFlashUnit.parts, counted: countedWithOrder() },
  },
  onConflict: 'raise',
});

/**
 * The whole save: the learner's open order for the product answered again or replaced (closing
 * it at its provider first when it was sent there), or a new one holding what it holds. Answers the
 * order's id, or the earlier order itself when the provider says it was paid meanwhile.
 */
async function replaceOrPlace(
  db: Database,
  check: ProviderCheck,
  userId: number,
  target: OrderTargetInput,
  settled: Priced,
): Promise<number | OrderDetail> {
  const [earlier] = await db.select().from(orders).where(samePendingProduct(userId, target));
  // An earlier order about to be replaced may have been paid at its provider meanwhile: if so it
  // is fulfilled and shown; otherwise the provider closes it before the replacement exists.
  if (earlier && !isReusable(earlier, settled) && sentToProvider(earlier)) {
    const atProvider = await check(earlier, 'end');
    if (atProvider === 'paid') return presentOrder(await findOwnOrder(db, userId, { id: earlier.id }));
    if (atProvider === 'unknown') throw new AppError('PAYMENT_STATE_UNKNOWN');
  }
  return reuseOrInsertNumbered(db, userId, target, settled).catch(async (error: unknown) => {
    // A concurrent save of the same product won the unique index: answer its order.
    if (violatedUniqueConstraint(error) === undefined) throw error;
    const [winner] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(samePendingProduct(userId, target));
    if (!winner) throw error;
    return winner.id;
  });
}

async function reuseOrInsertNumbered(
  db: Database,
  userId: number,
  target: OrderTargetInput,
  settled: Priced,
): Promise<number> {
  for (let draw = 1; ; draw += 1) {
    try {
      return await reuseOrInsert(db, userId, target, settled);
    } catch (error) {
      if (draw >= NUMBER_DRAWS || violatedUniqueConstraint(error) !== ORDER_NO_INDEX) throw error;
    }
  }
}

async function reuseOrInsert(
  db: Database,
  userId: number,
  target: OrderTargetInput,
  settled: Priced,
): Promise<number> {
  const { offer, coupon } = settled;
  return db.transaction(async (tx) => {
    const [pending] = await tx.select().from(orders).where(samePendingProduct(userId, target)).for('update');
    // A group order is never answered again: the group chosen may differ, and its seat is taken afresh.
    if (pending && !settled.group && isReusable(pending, settled)) return pending.id;
    // A camp order holds a seat of its term until it closes: a replacement takes over the seat of the
    // order it replaces, a first order takes one, conditionally, so a term is never oversold.
    if (!pending && offer.termId !== null && !(await takeSeat(tx, offer.termId, userId))) {
      throw new AppError('CAMP_TERM_FULL');
    }
    if (pending) {
      await tx
        .update(orders)
        .set({ status: 'closed', endedAt: sql`now()` })
        .where(and(eq(orders.id, pending.id), eq(orders.status, 'pending')));
      // Its coupon first goes back, so the replacement may hold the same one.
      if (pending.couponId) await releaseCoupon(tx, pending.id);
      if (pending.priceKind === 'group') await releaseGroupSeat(tx, pending.id);
      if (pending.priceKind === 'flash') await returnFlashUnit(tx, pending.id);
    }
    // A unit of the sale is taken before the order exists: a buyer waiting for a stripe then holds
    // nothing that another save of the same learner and product could be waiting for.
    const flashStripe = settled.flash ? await takeFlashStock(tx, settled.flash.saleId) : null;
    const [created] = await tx
      .insert(orders)
      .values(newOrderValues(userId, settled))
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!created) throw new Error('order insert returned nothing');
    // One conditional update: of saves racing for one coupon, one holds it, the rest roll back.
    if (coupon) await lockCoupon(tx, userId, coupon, created.id);
    // One conditional update of the group's row: of learners racing for its last seats, one per seat holds it.
    if (settled.group) await holdGroupSeat(tx, { ...settled.group, userId, orderId: created.id });
    if (settled.flash && flashStripe !== null)
      await holdFlashUnit(tx, {
        saleId: settled.flash.saleId,
        userId,
        orderId: created.id,
        stripe: flashStripe,
      });
    await countPlacedOrder(tx, created.createdAt);
    return created.id;
  });
}

/** A new order's row, with a number drawn afresh: open for ORDER_PAY_MINUTES. */
function newOrderValues(userId: number, { offer, priceKind, amount, coupon }: Priced) {
  return {
    orderNo: newOrderNo(),
    userId,
    productType: offer.type,
    productId: offer.id,
    termId: offer.termId,
    activityId: priceKind === 'activity' ? (offer.activity?.activityId ?? null) : null,
    productName: offer.name,
    productPic: offer.picCover,
    termName: offer.termName,
    vipDays: offer.vipDays,
    linePrice: offer.linePrice,
    price: offer.price,
    amount,
    couponId: coupon?.couponId ?? null,
    couponDiscount: coupon?.discount ?? 0,
    priceKind,
    expiresAt: new Date(Date.now() + ORDER_PAY_MINUTES * 60_000),
  };
}

/**
 * An open order at the same amount, price kind and coupon is the same purchase: pay it rather than
 * start another. One awaiting an assisted payment is kept whatever the price now: the transfer may
 * be under way.
 */
const isReusable = (pending: OrderRow, { amount, coupon, priceKind }: Priced) =>
  pending.expiresAt.getTime() > Date.now() &&
  ((pending.amount === amount &&
    pending.priceKind === priceKind &&
    pending.couponId === (coupon?.couponId ?? null)) ||
    pending.peibanRequestedAt !== null);
