import { type PayChannel, ProductTypes } from '@zhixue/contract';
import { and, eq, inArray, isNull, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { countPaidOrdersOf } from '../analytics/index.js';
import { enrolBuyer } from '../camps/index.js';
import { spendCoupon } from '../coupons/index.js';
import { sellFlashUnit } from '../flash-sales/index.js';
import { grantBoughtCourse, grantBoughtCourses } from '../learning/index.js';
import { orderPaidEntries } from '../ledger/index.js';
import { extendVip } from '../membership/index.js';
import { insertNotices, notify, signalLearners, wordNotices } from '../messages/index.js';
import { creditReferral, followedReferralLink } from '../referrals/index.js';
import { groupOrdersToGrant } from './group-order.js';
import type { OrderRow, PayableOrder } from './order-records.js';
import * as tables from './tables.js';

const { orders } = tables;

/**
 * `fulfilled`: this call marked the order paid and granted it. `duplicate`: it was paid before by
 * the same payment. `double`: it was paid before by another payment (refund the second).
 * `unpayable`: it is cancelled, closed or refunded, so the money must go back.
 */
export type FulfilOutcome = 'fulfilled' | 'duplicate' | 'double' | 'unpayable';

/** How an order was paid. */
export interface Payment {
  /** null for an order that costs nothing. */
  channel: PayChannel | null;
  tradeNo: string | null;
}

/** What varies per payment in the payment's statement. */
const PAYMENT_VALUES = ['orderId', 'channel', 'tradeNo', 'notices'] as const;

/** Those values, or a prepared statement's placeholders of the same names. */
type PaymentValues = Record<(typeof PAYMENT_VALUES)[number], unknown>;

/**
 * A data-modifying statement of the caller's area that runs inside the payment's statement when the
 * order is paid, so that it commits with the payment (the payments area's record of the decision).
 * `part` reads the paid order as `paid`; it is built from `values`, or from placeholders of the same
 * names for the plain statement, prepared once per `name`. Its values' names differ from the
 * payment's own (`orderId`, `channel`, `tradeNo`, `notices`).
 */
export interface AlongsidePayment {
  name: string;
  part: (values: Record<string, unknown>) => SQL;
  values: Record<string, unknown>;
}

const COURSE_TYPES: readonly number[] = [ProductTypes.COURSE, ProductTypes.BUNDLE];

/**
 * What the plain statement pays by itself: an order that holds nothing of another area (no coupon, no
 * flash sale's unit, no group) for a course or a bundle, whose buyer followed no sharer's link.
 */
const holdsNothingElse = and(
  isNull(orders.couponId),
  notInArray(orders.priceKind, ['flash', 'group']),
  inArray(orders.productType, COURSE_TYPES),
  not(
    followedReferralLink({
      userId: sql`${orders.userId}`,
      productType: sql`${orders.productType}`,
      productId: sql`${orders.productId}`,
    }),
  ),
);

/**
 * One statement that marks the order paid when it is pending (and, for `plain`, holds nothing else)
 * and, in that same statement, does what every payment does: the ledger's entries, a bought course
 * or bundle granted (a group's wait for its group to fill), the 订单支付成功 notice and the day's
 * count. `paid` is the paid order, for the statement to answer; nothing when it was not pending.
 */
function paymentStatement(
  db: Database,
  values: PaymentValues,
  only: 'plain' | 'any',
  alongside: SQL | undefined,
) {
  const paid = db.$with('paid').as(
    db
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        payChannel: sql`${values.channel}`,
        providerTradeNo: sql`${values.tradeNo}`,
      })
      .where(
        and(
          eq(orders.id, sql`${values.orderId}`),
          eq(orders.status, 'pending'),
          only === 'plain' ? holdsNothingElse : undefined,
        ),
      )
      .returning(),
  );
  const part = (name: string, statement: SQL) => db.$with(name, {}).as(statement);
  const statement = db.with(
    paid,
    part('posted', orderPaidEntries(sql`select id, amount, pay_channel, coupon_discount from paid`)),
    part(
      'granted',
      grantBoughtCourses(sql`select user_id, product_id as course_id from paid
          where ${inArray(sql`product_type`, COURSE_TYPES)} and price_kind <> 'group'`),
    ),
    part('told', insertNotices('orderPaid', sql`${values.notices}`, sql`exists (select 1 from paid)`)),
    part('counted', countPaidOrdersOf(sql`select paid_at, amount, coupon_id, price_kind from paid`)),
    ...(alongside ? [part('alongside', alongside)] : []),
  );
  return { statement, paid };
}

const placeholdersFor = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)]));

/** Prepared once per part alongside: most payments are of plain orders, and each then costs one statement. */
const plainStatements = new Map<string, ReturnType<typeof preparePlain>>();

function preparePlain(alongside: AlongsidePayment | undefined) {
  return preparedPerDatabase((db: Database) => {
    const { statement, paid } = paymentStatement(
      db,
      placeholdersFor(PAYMENT_VALUES) as PaymentValues,
      'plain',
      alongside?.part(placeholdersFor(Object.keys(alongside.values))),
    );
    // Only whether it paid: nothing else of a plain order's payment is left to do.
    return statement
      .select({ id: paid.id })
      .from(paid)
      .prepare(alongside ? `plain_order_paid_${alongside.name}` : 'plain_order_paid');
  });
}

function payPlainOrder(db: Database, alongside: AlongsidePayment | undefined) {
  const name = alongside?.name ?? '';
  let prepared = plainStatements.get(name);
  if (!prepared) {
    prepared = preparePlain(alongside);
    plainStatements.set(name, prepared);
  }
  return prepared(db);
}

/**
 * Marks an order paid and grants what it bought, exactly once: the conditional UPDATE lets one
 * caller through however many notifications, queries and confirmations race. A plain order is paid
 * by one statement committed on its own. Any other runs the same statement in a transaction with what
 * its other areas do (the coupon spent, the sharer credited, the flash unit sold, the camp seat, the
 * membership, the group's members), so a failure rolls the paid mark back and an order is never paid
 * without its grant. `order` is the order as read before (its number and product word the notice);
 * `alongside` runs with the payment when this call pays the order, and only then.
 */
export async function fulfilOrder(
  db: Database,
  order: PayableOrder,
  payment: Payment,
  alongside?: AlongsidePayment,
): Promise<FulfilOutcome> {
  const values = {
    orderId: order.id,
    channel: payment.channel,
    tradeNo: payment.tradeNo,
    notices: wordNotices('orderPaid', [
      {
        userId: order.userId,
        dedupeKey: `order-paid:${order.id}`,
        params: {
          orderNo: order.orderNo,
          productName: order.productName,
          productType: order.productType,
          productId: order.productId,
        },
      },
    ]),
  };
  const outcome = await payOnce(db, order, payment, values, alongside);
  // The notice is written with the payment and signalled once it committed (see signalLearners).
  if (outcome === 'fulfilled') await signalLearners(db, [order.userId]);
  return outcome;
}

async function payOnce(
  db: Database,
  order: PayableOrder,
  payment: Payment,
  values: PaymentValues,
  alongside: AlongsidePayment | undefined,
): Promise<FulfilOutcome> {
  const [plain] = await payPlainOrder(db, alongside).execute({ ...values, ...alongside?.values });
  if (plain) return 'fulfilled';
  return db.transaction(async (tx) => {
    // The day's count is written by the statement, so its row stays locked until this commits: only
    // orders holding more than the plain ones (fewer) take this path.
    const statement = paymentStatement(tx, values, 'any', alongside?.part(alongside.values));
    const [paid] = await statement.statement.select().from(statement.paid);
    if (paid) {
      if (paid.couponId) await spendCoupon(tx, paid.id);
      // A sharer whose link the buyer followed is credited with the payment, frozen for the refund window.
      await creditReferral(tx, paid);
      if (paid.priceKind === 'flash') await sellFlashUnit(tx, paid.id);
      // A group order grants nothing until its group fills; the payment that fills it grants every member's.
      if (paid.priceKind === 'group') {
        for (const member of await groupOrdersToGrant(tx, paid)) await grant(tx, member);
      } else if (!COURSE_TYPES.includes(paid.productType)) await grant(tx, paid);
      return 'fulfilled';
    }
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!current) throw new Error(`order ${order.id} not found`);
    if (current.status !== 'paid' && current.status !== 'refunded') return 'unpayable';
    const same = current.payChannel === payment.channel && current.providerTradeNo === payment.tradeNo;
    return same ? 'duplicate' : 'double';
  });
}

/** Tells the area that owns what the order bought to grant it, in the fulfilment's transaction. */
async function grant(tx: Database, order: OrderRow): Promise<void> {
  switch (order.productType) {
    case ProductTypes.COURSE:
    case ProductTypes.BUNDLE:
      await grantBoughtCourse(tx, order.userId, order.productId);
      return;
    case ProductTypes.CAMP: {
      const enrolled = await enrolBuyer(tx, {
        orderId: order.id,
        userId: order.userId,
        trainingId: order.productId,
        termId: order.termId,
      });
      // Enrolled already (by another order paid in a race): this order enrolled no one.
      if (!enrolled) return;
      await notify(tx, 'campEnrolled', {
        userId: order.userId,
        dedupeKey: `camp-enrolled:${order.id}`,
        params: { campId: order.productId, campName: order.productName },
      });
      return;
    }
    case ProductTypes.VIP_PLAN:
      await extendVip(tx, order.userId, order.vipDays ?? 0);
      return;
    default:
      throw new Error(`order ${order.orderNo} has unknown product type ${order.productType}`);
  }
}
