import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/index.js';
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
 * Inserts an order unless it conflicts with one (then answers null), and answers it as a record, in
 * one statement with `alongside`: a data-modifying statement over the inserted row, given as a
 * query answering its `created_at`. A new order is pending and has led to nothing yet: no camp
 * enrolment, no membership end.
 */
export async function insertOrderRecord(
  db: Database,
  values: PgInsertValue<typeof orders>,
  alongside: (createdAt: SQL) => SQL,
): Promise<OrderRecord | null> {
  const created = db.$with('created').as(db.insert(orders).values(values).onConflictDoNothing().returning());
  const counted = db.$with('counted', {}).as(alongside(sql`select created_at from created`));
  const [row] = await db.with(created, counted).select().from(created);
  return row ? { ...row, trainingUserId: null, vipExpiresAt: null } : null;
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

/** Any order by number, for payment notifications and the operator's confirmation. */
export async function findOrderByNo(db: Database, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
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
