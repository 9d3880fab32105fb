import {
  type AdminCouponBatch,
  type CouponBatchFields,
  type Page,
  type PageQuery,
  rowsBefore,
} from '@zhixue/contract';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { newReadableCode } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';
import { type BatchRow, presentTerms, validText } from './terms.js';

const { couponBatches, coupons } = tables;
type Audit = (change: AuditChange) => void;
type Fields = z.output<typeof CouponBatchFields>;

const INSERT_CHUNK = 1000;

/** 'YYYY-MM-DD HH:mm:ss' from the console is China time; an ISO instant carries its own zone. */
const toInstant = (text: string) =>
  new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}+08:00`);

async function usage(db: Database, batchIds: number[]) {
  if (batchIds.length === 0) return new Map<number, { used: number; subsidy: number }>();
  const rows = await db
    .select({
      batchId: coupons.batchId,
      used: sql<number>`count(*)::int`,
      subsidy: sql<number>`coalesce(sum(${coupons.discount}), 0)::int`,
    })
    .from(coupons)
    .where(
      and(eq(coupons.status, 'used'), sql`${coupons.batchId} = any(${`{${batchIds.join(',')}}`}::int[])`),
    )
    .groupBy(coupons.batchId);
  return new Map(rows.map((row) => [row.batchId, { used: row.used, subsidy: row.subsidy }]));
}

function present(batch: BatchRow, used = { used: 0, subsidy: 0 }): AdminCouponBatch {
  return {
    ...presentTerms(batch),
    scope: batch.scope as AdminCouponBatch['scope'],
    categoryId: batch.categoryId,
    products: batch.products as AdminCouponBatch['products'],
    validText: validText(batch),
    quantity: batch.quantity,
    perLearner: batch.perLearner,
    claimBy: batch.claimBy as AdminCouponBatch['claimBy'],
    returnOnRefund: batch.returnOnRefund,
    claimed: batch.claimed,
    used: used.used,
    subsidy: used.subsidy,
    stopped: batch.stoppedAt !== null,
    createdAt: formatChinaTime(batch.createdAt),
  };
}

export async function pageCouponBatches(
  db: Database,
  query: PageQuery & { keyword?: string | undefined },
): Promise<Page<AdminCouponBatch>> {
  const where = query.keyword
    ? ilike(couponBatches.name, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(couponBatches)
      .where(where)
      .orderBy(desc(couponBatches.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(couponBatches).where(where),
  ]);
  const used = await usage(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => present(row, used.get(row.id))),
    total: count?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/** A new batch; a code batch gets its `quantity` codes at once, to print or send. */
export async function createCouponBatch(
  tx: Database,
  operatorId: number,
  fields: Fields,
  audit: Audit,
): Promise<AdminCouponBatch> {
  const [batch] = await tx
    .insert(couponBatches)
    .values({
      name: fields.name,
      kind: fields.kind,
      threshold: fields.kind === 'full_reduction' ? fields.threshold : 0,
      reduction: fields.kind === 'discount' ? 0 : fields.reduction,
      rate: fields.kind === 'discount' ? fields.rate : null,
      cap: fields.kind === 'discount' ? fields.cap : null,
      scope: fields.scope,
      categoryId: fields.scope === 'category' ? fields.categoryId : null,
      products: fields.scope === 'products' ? fields.products : [],
      validFrom: fields.validDays === null && fields.validFrom ? toInstant(fields.validFrom) : null,
      validUntil: fields.validDays === null && fields.validUntil ? toInstant(fields.validUntil) : null,
      validDays: fields.validDays,
      quantity: fields.quantity,
      perLearner: fields.perLearner,
      claimBy: fields.claimBy,
      returnOnRefund: fields.returnOnRefund,
      operatorId,
    })
    .returning();
  if (!batch) throw new Error('coupon batch not inserted');
  if (batch.claimBy === 'code') {
    for (let from = 0; from < batch.quantity; from += INSERT_CHUNK) {
      const size = Math.min(INSERT_CHUNK, batch.quantity - from);
      await tx.insert(coupons).values(
        Array.from({ length: size }, () => ({
          batchId: batch.id,
          code: newReadableCode(),
          status: 'unclaimed',
        })),
      );
    }
  }
  audit({ entity: 'coupon_batch', entityId: batch.id, before: null, after: batch });
  return present(batch);
}

export async function stopCouponBatch(tx: Database, id: number, audit: Audit): Promise<AdminCouponBatch> {
  const [before] = await tx.select().from(couponBatches).where(eq(couponBatches.id, id)).for('update');
  if (!before) throw new AppError('COUPON_BATCH_NOT_FOUND');
  const [after] = await tx
    .update(couponBatches)
    .set({ stoppedAt: sql`coalesce(${couponBatches.stoppedAt}, now())` })
    .where(eq(couponBatches.id, id))
    .returning();
  if (!after) throw new Error('coupon batch vanished');
  audit({ entity: 'coupon_batch', entityId: id, before, after });
  return present(after, (await usage(tx, [id])).get(id));
}

const CODE_STATUS: Record<string, string> = {
  unclaimed: '未兑换',
  available: '已兑换',
  locked: '已兑换',
  used: '已使用',
};

/** A code batch's codes as an .xlsx (a few thousand rows at most: built in memory). */
export async function exportCouponCodes(
  db: Database,
  id: number,
): Promise<{ fileName: string; base64: string }> {
  const [batch] = await db.select().from(couponBatches).where(eq(couponBatches.id, id));
  if (!batch) throw new AppError('COUPON_BATCH_NOT_FOUND');
  if (batch.claimBy !== 'code') throw new AppError('COUPON_CODES_NONE');
  const rows = await db
    .select({
      code: coupons.code,
      status: coupons.status,
      userId: coupons.userId,
      claimedAt: coupons.claimedAt,
    })
    .from(coupons)
    .where(and(eq(coupons.batchId, id), sql`${coupons.code} is not null`))
    .orderBy(coupons.id);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('兑换码');
  sheet.columns = [
    { header: '兑换码', key: 'code', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '兑换学员ID', key: 'userId', width: 12 },
    { header: '兑换时间', key: 'claimedAt', width: 22 },
  ];
  for (const row of rows)
    sheet.addRow({
      code: row.code,
      status: CODE_STATUS[row.status] ?? row.status,
      userId: row.userId ?? '',
      claimedAt: row.claimedAt ? formatChinaTime(row.claimedAt) : '',
    });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `兑换码-${batch.name}-${batch.id}.xlsx`, base64: buffer.toString('base64') };
}
