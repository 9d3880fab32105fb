import {
  type AdminCommission,
  type AdminReferralRate,
  type CommissionStatus,
  type Page,
  type PageQuery,
  type ReferralProductType,
  rowsBefore,
} from '@zhixue/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as userTables from '../users/tables.js';
import { presentCommission } from './sharer.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { users } = userTables;
const { referralCommissions, referralRates } = tables;

const rateRows = (db: Database) =>
  db
    .select({
      productType: referralRates.productType,
      productId: referralRates.productId,
      productName: courses.name,
      price: courses.price,
      rate: referralRates.rate,
      updatedAt: referralRates.updatedAt,
    })
    .from(referralRates)
    .innerJoin(
      courses,
      and(eq(courses.id, referralRates.productId), eq(courses.type, referralRates.productType)),
    );

type RateRow = Awaited<ReturnType<ReturnType<typeof rateRows>['execute']>>[number];
const presentRate = (row: RateRow): AdminReferralRate => ({
  ...row,
  productType: row.productType as ReferralProductType,
  updatedAt: formatChinaTime(row.updatedAt),
});

/** 分销设置: the products with a rate set (0 included: turned off), the latest set first. */
export async function pageRates(
  db: Database,
  query: PageQuery & { keyword?: string | undefined },
): Promise<Page<AdminReferralRate>> {
  const where = query.keyword ? ilike(courses.name, `%${query.keyword}%`) : undefined;
  const [rows, [count]] = await Promise.all([
    rateRows(db)
      .where(where)
      .orderBy(desc(referralRates.updatedAt))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(referralRates)
      .innerJoin(
        courses,
        and(eq(courses.id, referralRates.productId), eq(courses.type, referralRates.productType)),
      )
      .where(where),
  ]);
  return {
    list: rows.map(presentRate),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * Sets a course's or bundle's commission rate (0 to 50 percent, checked by the contract and the
 * table). It applies to orders paid from now; commissions already credited keep their rate.
 */
export async function setRate(
  tx: Database,
  operatorId: number,
  input: { productType: ReferralProductType; productId: number; rate: number },
  audit: (change: AuditChange) => void,
): Promise<AdminReferralRate> {
  const [product] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, input.productId), eq(courses.type, input.productType)));
  if (!product) throw new AppError('REFERRAL_PRODUCT_NOT_FOUND');
  const key = and(
    eq(referralRates.productType, input.productType),
    eq(referralRates.productId, input.productId),
  );
  const [before] = await tx.select().from(referralRates).where(key);
  const [after] = await tx
    .insert(referralRates)
    .values({ ...input, operatorId })
    .onConflictDoUpdate({
      target: [referralRates.productType, referralRates.productId],
      set: { rate: input.rate, operatorId, updatedAt: sql`now()` },
    })
    .returning();
  if (!after) throw new Error('rate not written');
  audit({ entity: 'referral_rate', entityId: input.productId, before: before ?? null, after });
  const [row] = await rateRows(tx).where(key);
  if (!row) throw new Error('rate vanished after its write');
  return presentRate(row);
}

/** 佣金记录: every commission, the newest first, by state and order number or sharer. */
export async function pageCommissions(
  db: Database,
  query: PageQuery & { status?: CommissionStatus | undefined; keyword?: string | undefined },
): Promise<Page<AdminCommission>> {
  const where = and(
    query.status ? eq(referralCommissions.status, query.status) : undefined,
    query.keyword
      ? or(
          eq(referralCommissions.orderNo, query.keyword),
          ilike(users.nickname, `%${query.keyword}%`),
          ilike(referralCommissions.productName, `%${query.keyword}%`),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ commission: referralCommissions, sharerName: users.nickname })
      .from(referralCommissions)
      .innerJoin(users, eq(users.id, referralCommissions.sharerId))
      .where(where)
      .orderBy(desc(referralCommissions.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(referralCommissions)
      .innerJoin(users, eq(users.id, referralCommissions.sharerId))
      .where(where),
  ]);
  return {
    list: rows.map(({ commission, sharerName }) => ({
      ...presentCommission(commission),
      sharerId: commission.sharerId,
      sharerName,
      buyerId: commission.buyerId,
    })),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
