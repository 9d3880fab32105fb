import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { orders } = tables;
const { trainingUsers } = campsTables;
const { users } = usersTables;

export type OrderRow = typeof orders.$inferSelect;

/** An order with what it led to once paid: the camp enrolment, the membership end. */
export type OrderRecord = OrderRow & { trainingUserId: number | null; vipExpiresAt: Date | null };

function selectRecords(db: Database) {
  return db
    .select({
      ...getTableColumns(orders),
      trainingUserId: trainingUsers.id,
      vipExpiresAt: users.vipExpiresAt,
    })
    .from(orders)
    .leftJoin(trainingUsers, eq(trainingUsers.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId));
}

/**
 * Data-modifying statements of other areas over an order being inserted, run in the insert's own
 * statement: each of `parts` reads the inserted row as `created`, and an earlier part by its name;
 * the values of the order may read those of `first`, which run before the insert.
 */
export interface AlongsideOrder {
  first?: Record<string, SQL>;
  parts: Record<string, SQL>;
}

/**
 * The statement that inserts an order with the parts `alongside` it and selects the inserted row.
 * A conflict with another order (the one open order per product, a number drawn twice) either skips
 * the insert and its parts or raises, as `onConflict` says.
 */
function orderInsert(
  db: Database,
  values: PgInsertValue<typeof orders>,
  alongside: AlongsideOrder,
  onConflict: 'skip' | 'raise',
) {
  const insert = db.insert(orders).values(values);
  const created = db
    .$with('created')
    .as((onConflict === 'skip' ? insert.onConflictDoNothing() : insert).returning());
  const withParts = (parts: Record<string, SQL> = {}) =>
    Object.entries(parts).map(([name, part]) => db.$with(name, {}).as(part));
  return db
    .with(...withParts(alongside.first), created, ...withParts(alongside.parts))
    .select()
    .from(created);
}

/**
 * An order inserted in one statement with the parts `alongside` it (see orderInsert), built and
 * prepared once per database as `name`: the order's values are placeholders named by `keys`, given
 * at each run, and those of `fixed`, the same SQL at every run (a number drawn by the database).
 * The parts' own placeholders are given with the values (`extra`). Answers the inserted order as a
 * record (a new order is pending and has led to nothing yet: no camp enrolment, no membership end),
 * or null when skipped.
 */
export function preparedOrderInsert<Key extends keyof typeof orders.$inferInsert & string>(
  name: string,
  statement: {
    keys: readonly Key[];
    fixed: Partial<Record<keyof typeof orders.$inferInsert, SQL>>;
    alongside: AlongsideOrder;
    onConflict: 'skip' | 'raise';
  },
) {
  const { keys, fixed, alongside, onConflict } = statement;
  const prepared = preparedPerDatabase((db: Database) => {
    const values = { ...Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])), ...fixed };
    // Placeholders stand for the values, as drizzle takes them in a prepared insert.
    return orderInsert(db, values as unknown as PgInsertValue<typeof orders>, alongside, onConflict).prepare(
      name,
    );
  });
  return async (
    db: Database,
    values: Pick<typeof orders.$inferInsert, Key>,
    extra: Record<string, unknown> = {},
  ): Promise<OrderRecord | null> => {
    const [row] = await prepared(db).execute({ ...values, ...extra });
    return row ? { ...row, trainingUserId: null, vipExpiresAt: null } : null;
  };
}

/** The learner's own order, by id or number; someone else's is as unknown as a missing one. */
export async function findOwnOrder(
  db: Database,
  userId: number,
  key: { id: number } | { orderNo: string },
): Promise<OrderRecord> {
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.orderNo, key.orderNo);
  const [record] = await selectRecords(db).where(and(match, eq(orders.userId, userId)));
  if (!record) throw new AppError('ORDER_NOT_FOUND');
  return record;
}

/** Whether the learner holds an open order of the camp term (joining its waiting list is refused then). */
export async function holdsOpenTermOrder(db: Database, userId: number, termId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.termId, termId), eq(orders.status, 'pending')))
    .limit(1);
  return open !== undefined;
}

/** Any order by number, for the operator's confirmation and transfers. */
export async function findOrderByNo(db: Database, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

/** What a payment is checked against (amount, buyer) and worded with (number, product). */
const PAYABLE_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  amount: orders.amount,
  status: orders.status,
  productType: orders.productType,
  productId: orders.productId,
  productName: orders.productName,
};

export type PayableOrder = Pick<OrderRow, keyof typeof PAYABLE_COLUMNS>;

/** Prepared once: every payment notification reads its order first. */
const payableByNo = preparedPerDatabase((db: Database) =>
  db
    .select(PAYABLE_COLUMNS)
    .from(orders)
    .where(eq(orders.orderNo, sql.placeholder('orderNo')))
    .prepare('payable_order_by_no'),
);

/** An order by number, as a payment reported by a provider is checked against it. */
export async function findPayableOrder(db: Database, orderNo: string): Promise<PayableOrder | null> {
  const [row] = await payableByNo(db).execute({ orderNo });
  return row ?? null;
}

export async function pageOwnOrders(
  db: Database,
  userId: number,
  query: { pageCurrent: number; pageSize: number; status?: string | undefined },
): Promise<{ list: OrderRecord[]; total: number }> {
  const where: SQL | undefined = and(
    eq(orders.userId, userId),
    query.status === undefined ? undefined : eq(orders.status, query.status),
  );
  const [list, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { list, total: total?.value ?? 0 };
}
