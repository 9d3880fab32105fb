import {
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderRow,
  type AdminOrderSearchRequest,
  type AdminPaymentEvent,
  AdminRefund,
  type AdminTransferRow,
  type OrderStatus,
  type OrderType,
  type Page,
  type PageQuery,
  type PayChannel,
  rowsBefore,
} from '@zhixue/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import {
  chinaMidnight,
  chinaMidnightAfter,
  formatChinaTime,
  maskMobile,
} from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import * as operatorsTables from '../operators/tables.js';
import * as usersTables from '../users/tables.js';
import type { OrderRow } from './order-records.js';
import * as tables from './tables.js';

const { orders, orderRefunds } = tables;
const { users } = usersTables;
const { operators } = operatorsTables;

/**
 * Cents refunded, on their way, or owed: a refund the provider refused stays the learner's money
 * and is sent again under its own number, never replaced by a new one.
 */
const refundedSum = sql<number>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds}
  where ${orderRefunds.orderId} = ${orders.id}), 0)::int`;

const rowColumns = {
  order: orders,
  refundedAmount: refundedSum,
  learnerNickname: users.nickname,
  learnerMobile: users.mobile,
};

type Selected = {
  order: OrderRow;
  refundedAmount: number;
  learnerNickname: string;
  learnerMobile: string | null;
};

const time = (at: Date | null) => (at ? formatChinaTime(at) : null);

function presentRow(row: Selected, showPhones: boolean): AdminOrderRow {
  const { order } = row;
  return {
    id: order.id,
    orderNo: order.orderNo,
    productType: order.productType as OrderType,
    productId: order.productId,
    productName: order.productName,
    termName: order.termName,
    amount: order.amount,
    refundedAmount: row.refundedAmount,
    status: order.status as OrderStatus,
    payChannel: order.payChannel as PayChannel | null,
    awaitingTransfer: order.status === 'pending' && order.peibanRequestedAt !== null,
    learner: {
      id: order.userId,
      nickname: row.learnerNickname,
      mobile: showPhones ? row.learnerMobile : maskMobile(row.learnerMobile),
    },
    createdAt: formatChinaTime(order.createdAt),
    paidAt: time(order.paidAt),
  };
}

function searchFilters(query: AdminOrderFilters): SQL | undefined {
  const learner = query.learner;
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.channel ? eq(orders.payChannel, query.channel) : undefined,
    query.productType ? eq(orders.productType, query.productType) : undefined,
    query.from ? gte(orders.createdAt, chinaMidnight(query.from)) : undefined,
    query.to ? lt(orders.createdAt, chinaMidnightAfter(query.to)) : undefined,
    query.orderNo ? eq(orders.orderNo, query.orderNo) : undefined,
    // Eleven digits are a phone; fewer an id (an id never has eleven digits in this product's life).
    learner === undefined
      ? undefined
      : learner.length === 11
        ? eq(users.mobile, learner)
        : Number(learner) <= 2_147_483_647
          ? eq(orders.userId, Number(learner))
          : sql`false`,
  );
}

/** A page of orders with their learners, for the console's lists. */
async function pageOrderRows(db: Database, where: SQL | undefined, order: SQL[], query: PageQuery) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

/** A learner's paid and refunded orders counted, as a column over their id: the console's learner list shows it. */
export const paidOrderCount = (userId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${userId}
    and ${orders.status} in ('paid', 'refunded'))::int`;

/** The console's order search, newest first; phones masked unless `showPhones`. */
export async function searchOrders(
  db: Database,
  query: z.output<typeof AdminOrderSearchRequest>,
  showPhones: boolean,
): Promise<Page<AdminOrderRow>> {
  const { rows, ...page } = await pageOrderRows(
    db,
    searchFilters(query),
    [desc(orders.createdAt), desc(orders.id)],
    query,
  );
  return { ...page, list: rows.map((row) => presentRow(row, showPhones)) };
}

/**
 * Every order a search finds, newest first, in batches read by id (keyset, not offset): an export
 * of any size reads each order once and holds one batch at a time.
 */
export async function* orderRowBatches(
  db: Database,
  filters: AdminOrderFilters,
  showPhones: boolean,
  batchSize = 500,
): AsyncGenerator<AdminOrderRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select(rowColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(searchFilters(filters), before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => presentRow(row, showPhones));
    before = rows[rows.length - 1]?.order.id ?? 0;
    if (rows.length < batchSize) return;
  }
}

/** An open order whose learner chose assisted payment: a bank transfer for an operator to look for. */
export const awaitingTransfer = () =>
  and(eq(orders.status, 'pending'), isNotNull(orders.peibanRequestedAt), gt(orders.expiresAt, sql`now()`));

/** The orders awaiting a transfer, oldest request first. */
export async function transferQueue(
  db: Database,
  query: PageQuery,
  showPhones: boolean,
): Promise<Page<AdminTransferRow>> {
  const { rows, ...page } = await pageOrderRows(
    db,
    awaitingTransfer(),
    [asc(orders.peibanRequestedAt), asc(orders.id)],
    query,
  );
  return {
    ...page,
    list: rows.map((row) => ({
      ...presentRow(row, showPhones),
      requestedAt: formatChinaTime(row.order.peibanRequestedAt ?? row.order.createdAt),
      expireTime: formatChinaTime(row.order.expiresAt),
    })),
  };
}

/** One order as the console's lists show it. */
export async function loadAdminOrderRow(
  db: Database,
  id: number,
  showPhones: boolean,
): Promise<AdminOrderRow> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return presentRow(row, showPhones);
}

/** Who a refund without an operator was made by: the server, for a group that failed. */
const SYSTEM_REFUNDER = '系统（拼团失败自动退款）';

/** The refunds of an order, oldest first, as the console shows them. */
export async function listRefunds(db: Database, orderId: number): Promise<AdminRefund[]> {
  const rows = await db
    .select({ refund: orderRefunds, operatorName: operators.name })
    .from(orderRefunds)
    .leftJoin(operators, eq(operators.id, orderRefunds.operatorId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  return rows.map(({ refund, operatorName }) => presentRefund(refund, operatorName ?? SYSTEM_REFUNDER));
}

export function presentRefund(refund: typeof orderRefunds.$inferSelect, operatorName: string): AdminRefund {
  return {
    id: refund.id,
    refundNo: refund.refundNo,
    amount: refund.amount,
    reason: refund.reason,
    status: AdminRefund.shape.status.parse(refund.status),
    providerRefundId: refund.providerRefundId,
    failure: refund.failure,
    operatorName,
    createdAt: formatChinaTime(refund.createdAt),
    settledAt: time(refund.settledAt),
  };
}

/** Every payment decision recorded for an order: the payments area keeps them (it sits above orders). */
export type PaymentEventsReader = (db: Database, orderNo: string) => Promise<AdminPaymentEvent[]>;

/** One order with every payment decision recorded for it and its refunds. */
export async function loadAdminOrder(
  db: Database,
  id: number,
  showPhones: boolean,
  paymentEventsOf: PaymentEventsReader,
): Promise<AdminOrderDetail> {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const { order } = row;
  const [paymentEvents, refunds] = await Promise.all([
    paymentEventsOf(db, order.orderNo),
    listRefunds(db, order.id),
  ]);
  return {
    ...presentRow(row, showPhones),
    linePrice: order.linePrice,
    price: order.price,
    priceKind: order.priceKind,
    providerTradeNo: order.providerTradeNo,
    expireTime: formatChinaTime(order.expiresAt),
    peibanRequestedAt: time(order.peibanRequestedAt),
    endedAt: time(order.endedAt),
    refundedAt: time(order.refundedAt),
    paymentEvents,
    refunds,
    refundable: order.status === 'paid' ? Math.max(0, order.amount - row.refundedAmount) : 0,
  };
}
