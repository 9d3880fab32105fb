import {
  type AdminFlashSale,
  type FlashSaleFields,
  type Page,
  type PageQuery,
  rowsBefore,
} from '@zhixue/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as membershipTables from '../membership/tables.js';
import { remainingOf, type SaleRow, saleFields, saleState } from './sales.js';
import { stockStripes } from './stock.js';
import * as tables from './tables.js';

const { flashSales, flashSaleStock } = tables;
const { courses } = catalogTables;
const { trainings } = campsTables;
const { vipPlans } = membershipTables;
type Audit = (change: AuditChange) => void;
type Fields = z.output<typeof FlashSaleFields>;

/** A start a moment in the past is "now" as the operator picked it, not a start already gone. */
const START_GRACE_MS = 60_000;

function present(sale: SaleRow): AdminFlashSale {
  return {
    id: sale.id,
    productType: sale.productType as AdminFlashSale['productType'],
    productId: sale.productId,
    productName: sale.productName,
    listPrice: sale.listPrice,
    salePrice: sale.salePrice,
    startAt: formatChinaTime(sale.startsAt),
    endAt: formatChinaTime(sale.endsAt),
    quantity: sale.quantity,
    held: sale.held,
    sold: sale.sold,
    remaining: remainingOf(sale),
    state: saleState(sale),
    stopped: sale.stoppedAt !== null,
    createdAt: formatChinaTime(sale.createdAt),
  };
}

export async function pageFlashSales(db: Database, query: PageQuery): Promise<Page<AdminFlashSale>> {
  const [rows, [count]] = await Promise.all([
    db
      .select(saleFields)
      .from(flashSales)
      .orderBy(desc(flashSales.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(flashSales),
  ]);
  return {
    list: rows.map(present),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** The product a sale is for, with its normal price: a paid course or bundle, a camp, or a plan. */
async function saleProduct(db: Database, type: number, id: number): Promise<{ name: string; price: number }> {
  if (type === 1 || type === 2) {
    const [course] = await db
      .select({ name: courses.name, price: courses.price, charge: courses.charge })
      .from(courses)
      .where(and(eq(courses.id, id), eq(courses.type, type)));
    if (!course) throw new AppError('FLASH_SALE_PRODUCT_NOT_FOUND');
    if (course.charge === 0) throw new AppError('FLASH_SALE_PRODUCT_FREE');
    return course;
  }
  if (type === 8) {
    const [camp] = await db
      .select({ name: trainings.name, price: trainings.price, kind: trainings.kind })
      .from(trainings)
      .where(eq(trainings.id, id));
    if (!camp) throw new AppError('FLASH_SALE_PRODUCT_NOT_FOUND');
    if (camp.kind === 'trial') throw new AppError('FLASH_SALE_PRODUCT_FREE');
    return camp;
  }
  const [plan] = await db
    .select({ name: vipPlans.name, price: vipPlans.price })
    .from(vipPlans)
    .where(eq(vipPlans.id, id));
  if (!plan) throw new AppError('FLASH_SALE_PRODUCT_NOT_FOUND');
  return plan;
}

/**
 * A new sale, checked against its product: it exists and is sold, the sale price is below its
 * price, the window starts from now, and no other sale of the product overlaps it (the detail page
 * shows one sale at a time).
 */
export async function createFlashSale(
  tx: Database,
  operatorId: number,
  fields: Fields,
  audit: Audit,
): Promise<AdminFlashSale> {
  const product = await saleProduct(tx, fields.productType, fields.productId);
  if (fields.salePrice >= product.price)
    throw new AppError('FLASH_SALE_PRICE_NOT_BELOW', { price: (product.price / 100).toFixed(2) });
  const startsAt = new Date(fields.startsAt);
  const endsAt = new Date(fields.endsAt);
  if (startsAt.getTime() < Date.now() - START_GRACE_MS) throw new AppError('FLASH_SALE_START_PASSED');
  const [overlapping] = await tx
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.productType, fields.productType),
        eq(flashSales.productId, fields.productId),
        isNull(flashSales.stoppedAt),
        lt(flashSales.startsAt, endsAt),
        gt(flashSales.endsAt, startsAt),
      ),
    );
  if (overlapping) throw new AppError('FLASH_SALE_OVERLAPS');
  const [sale] = await tx
    .insert(flashSales)
    .values({
      productType: fields.productType,
      productId: fields.productId,
      productName: product.name,
      listPrice: product.price,
      salePrice: fields.salePrice,
      startsAt,
      endsAt,
      quantity: fields.quantity,
      operatorId,
    })
    .returning();
  if (!sale) throw new Error('flash sale not inserted');
  await tx.insert(flashSaleStock).values(stockStripes(sale.id, sale.quantity));
  audit({ entity: 'flash_sale', entityId: sale.id, before: null, after: sale });
  return present({ ...sale, held: 0, sold: 0 });
}

/** Stops a sale now; units held by unpaid orders stay theirs to pay, and none is taken after. */
export async function stopFlashSale(tx: Database, id: number, audit: Audit): Promise<AdminFlashSale> {
  const [before] = await tx.select(saleFields).from(flashSales).where(eq(flashSales.id, id)).for('update');
  if (!before) throw new AppError('FLASH_SALE_NOT_FOUND');
  if (saleState(before) === 'ended') throw new AppError('FLASH_SALE_OVER');
  const [after] = await tx
    .update(flashSales)
    .set({ stoppedAt: sql`now()` })
    .where(eq(flashSales.id, id))
    .returning();
  if (!after) throw new Error('flash sale vanished');
  audit({ entity: 'flash_sale', entityId: id, before, after });
  return present({ ...after, held: before.held, sold: before.sold });
}
