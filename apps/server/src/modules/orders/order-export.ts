import { randomBytes } from 'node:crypto';
import {
  type AdminOrderExport,
  AdminOrderFilters,
  type AdminOrderRow,
  ORDER_EXPORT_PATH_PREFIX,
  type Page,
  type PageQuery,
  rowsBefore,
} from '@zhixue/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { keyedHash, sameHash } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import {
  type SheetColumn,
  type SheetExportRequest,
  storeSheetExport,
} from '../../platform/spreadsheet/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { orderRowBatches } from './admin-orders.js';
import * as tables from './tables.js';

const { orderExports } = tables;

export const ORDER_EXPORT_QUEUE = 'order-export';
const LINK_TTL_SECONDS = 300;

export interface OrderExportDeps {
  db: Database;
  jobs: Jobs;
  /** Private storage: a file of learners' orders is never addressed directly. */
  media: MediaStorage;
  signingSecret: string;
}

type ExportRow = typeof orderExports.$inferSelect;

const STATUS_TEXT: Record<AdminOrderRow['status'], string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
  refunded: '已退款',
};
const CHANNEL_TEXT: Record<string, string> = { wx: '微信支付', ali: '支付宝', peiban: '对公转账' };
const PRODUCT_TEXT: Record<number, string> = { 1: '课程', 2: '套餐', 8: '训练营', 9: '会员' };
const yuan = (cents: number) => Math.round(cents) / 100;

const COLUMNS: Array<SheetColumn<AdminOrderRow>> = [
  { header: '订单号', width: 26, value: (row) => row.orderNo },
  { header: '商品类型', width: 10, value: (row) => PRODUCT_TEXT[row.productType] ?? '' },
  { header: '商品', width: 30, value: (row) => row.productName },
  { header: '期次', width: 16, value: (row) => row.termName ?? '' },
  { header: '金额（元）', width: 12, value: (row) => yuan(row.amount) },
  { header: '已退款（元）', width: 12, value: (row) => yuan(row.refundedAmount) },
  { header: '状态', width: 10, value: (row) => STATUS_TEXT[row.status] },
  { header: '支付方式', width: 12, value: (row) => CHANNEL_TEXT[row.payChannel ?? ''] ?? '' },
  { header: '学员ID', width: 10, value: (row) => row.learner.id },
  { header: '学员昵称', width: 16, value: (row) => row.learner.nickname },
  { header: '手机号', width: 14, value: (row) => row.learner.mobile ?? '' },
  { header: '下单时间', width: 20, value: (row) => row.createdAt },
  { header: '支付时间', width: 20, value: (row) => row.paidAt ?? '' },
];

/**
 * The job: every order the search matches (read a batch at a time) streamed to a spreadsheet in
 * private storage, however many there are.
 */
export async function runOrderExport(deps: OrderExportDeps, exportId: number) {
  const [row] = await deps.db
    .update(orderExports)
    .set({ status: 'running' })
    .where(eq(orderExports.id, exportId))
    .returning();
  if (!row) return { skipped: 'no such export' };
  try {
    const stored = await storeSheetExport(deps.media, {
      sheetName: '订单',
      columns: COLUMNS,
      batches: orderRowBatches(deps.db, AdminOrderFilters.parse(row.filters), row.showPhones),
      key: `exports/orders/${exportId}-${randomBytes(8).toString('hex')}.xlsx`,
    });
    await deps.db
      .update(orderExports)
      .set({
        status: 'done',
        rowCount: stored.rows,
        storageKey: stored.key,
        failure: null,
        finishedAt: new Date(),
      })
      .where(eq(orderExports.id, exportId));
    return { exportId, rowCount: stored.rows };
  } catch (error) {
    await deps.db
      .update(orderExports)
      .set({ status: 'failed', failure: (error as Error).message.slice(0, 300), finishedAt: new Date() })
      .where(eq(orderExports.id, exportId));
    throw error;
  }
}

export function defineOrderExport(deps: OrderExportDeps): void {
  deps.jobs.define<{ exportId: number }>({
    name: ORDER_EXPORT_QUEUE,
    retry: { limit: 2, delaySeconds: 30 },
    timeoutSeconds: 900,
    handler: (job) => runOrderExport(deps, job.data.exportId),
  });
}

const signature = (secret: string, id: number, expires: number) =>
  keyedHash(secret, ['order-export', id, expires].join('\n'));

function present(row: ExportRow, secret: string, nowMs = Date.now()): AdminOrderExport {
  const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
  return {
    id: row.id,
    status: row.status as AdminOrderExport['status'],
    filters: AdminOrderFilters.parse(row.filters),
    rowCount: row.rowCount,
    failure: row.failure,
    createdAt: formatChinaTime(row.createdAt),
    finishedAt: row.finishedAt ? formatChinaTime(row.finishedAt) : null,
    downloadUrl:
      row.status === 'done'
        ? `${ORDER_EXPORT_PATH_PREFIX}${row.id}.xlsx?e=${expires}&s=${signature(secret, row.id, expires)}`
        : null,
  };
}

/** order/export: the export and its job are recorded in the call's transaction: both or neither. */
export async function startOrderExport(
  deps: OrderExportDeps,
  context: SheetExportRequest,
  filters: AdminOrderFilters,
): Promise<AdminOrderExport> {
  const [row] = await context.tx
    .insert(orderExports)
    .values({ operatorId: context.operatorId, filters, showPhones: context.showPhones })
    .returning();
  if (!row) throw new Error('order export not inserted');
  context.audit({ entity: 'order_export', entityId: row.id, before: null, after: row });
  await deps.jobs.send(ORDER_EXPORT_QUEUE, { exportId: row.id }, { within: context.tx });
  return present(row, deps.signingSecret);
}

/** The operator's own exports: a file of learners' orders is its maker's. */
export async function pageOrderExports(
  deps: OrderExportDeps,
  operatorId: number,
  query: PageQuery,
): Promise<Page<AdminOrderExport>> {
  const where = eq(orderExports.operatorId, operatorId);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(orderExports)
      .where(where)
      .orderBy(desc(orderExports.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    deps.db.select({ total: count() }).from(orderExports).where(where),
  ]);
  return {
    list: rows.map((row) => present(row, deps.signingSecret)),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * `GET /api/export/orders/{id}.xlsx?e=&s=`: the signed link is the permission (a browser download
 * carries no console header), valid for five minutes.
 */
export function registerOrderExportDownload(app: FastifyInstance, deps: OrderExportDeps): void {
  // A wildcard, not a named parameter: Fastify answers an over-long parameter outside the envelope.
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${ORDER_EXPORT_PATH_PREFIX}*`,
    async (request, reply) => {
      const { e, s } = request.query;
      const match = /^(\d{1,9})\.xlsx$/.exec(request.params['*']);
      const id = match ? Number(match[1]) : 0;
      const expires = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : 0;
      const signed =
        id > 0 && typeof s === 'string' && sameHash(s, signature(deps.signingSecret, id, expires));
      if (!signed || expires * 1000 < Date.now()) throw new AppError('EXPORT_LINK_EXPIRED');
      const [row] = await deps.db
        .select()
        .from(orderExports)
        .where(and(eq(orderExports.id, id), eq(orderExports.status, 'done')));
      const stored = row?.storageKey ? await deps.media.stat(row.storageKey) : null;
      if (!row?.storageKey || !stored) throw new AppError('EXPORT_NOT_FOUND');
      const filename = `订单导出-${row.id}.xlsx`;
      return reply
        .type(stored.contentType)
        .header('content-length', stored.size)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="orders-${row.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(await deps.media.read(row.storageKey));
    },
  );
}
