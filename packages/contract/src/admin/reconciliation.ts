import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { ConsoleDay } from './audit.js';
import { operatorEndpoint } from './define.js';

/** Reconciliation: a provider's daily bill compared with our orders and refunds. */

export const ReconcileChannel = z.enum(['wx', 'ali']);
export type ReconcileChannel = z.infer<typeof ReconcileChannel>;

export const ReconcileRunStatus = z.enum(['queued', 'running', 'done', 'failed']);

export const ReconcileRun = z.object({
  id: z.number().int(),
  channel: ReconcileChannel,
  /** The China date of the bill. */
  day: z.string(),
  status: ReconcileRunStatus,
  /** Lines of the bill, once read. */
  billPayments: z.number().int().nullable(),
  billRefunds: z.number().int().nullable(),
  /** Orders and refunds that disagree. */
  flagged: z.number().int().nullable(),
  /** Why the bill could not be had (the job tries again). */
  failure: z.string().nullable(),
  /** Who started it; null for the scheduled morning run. */
  operatorName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReconcileRun = z.infer<typeof ReconcileRun>;

export const ReconcileFlagKind = z.enum([
  'missing_ours',
  'missing_theirs',
  'amount',
  'status',
  'refund_missing_ours',
  'refund_missing_theirs',
  'refund_amount',
  'refund_status',
]);
export type ReconcileFlagKind = z.infer<typeof ReconcileFlagKind>;

export const RECONCILE_FLAG_TEXT: Record<ReconcileFlagKind, string> = {
  missing_ours: '平台无此订单',
  missing_theirs: '账单缺少该订单',
  amount: '金额不一致',
  status: '状态不一致',
  refund_missing_ours: '平台无此退款',
  refund_missing_theirs: '账单缺少该退款',
  refund_amount: '退款金额不一致',
  refund_status: '退款状态不一致',
};

export const ReconcileFlag = z.object({
  id: z.number().int(),
  kind: ReconcileFlagKind,
  orderNo: z.string(),
  refundNo: z.string().nullable(),
  /** Our order, when we have it (a link to its detail). */
  orderId: z.number().int().nullable(),
  ourAmount: Cents.nullable(),
  theirAmount: Cents.nullable(),
  ourStatus: z.string().nullable(),
  theirStatus: z.string().nullable(),
});
export type ReconcileFlag = z.infer<typeof ReconcileFlag>;

/**
 * Reconciles a provider's bill of a China day up to today, as a job. The providers publish a day's
 * bill the next morning (asked earlier, the run fails and is retried); the sandbox bills at once.
 * The run is answered queued; its flags follow when the job has read the bill.
 */
export const adminReconcileStart = operatorEndpoint({
  path: '/api/admin/order/reconcile/start',
  permission: 'orders.reconcile',
  writes: true,
  request: z.object({ channel: ReconcileChannel, day: ConsoleDay }),
  response: ReconcileRun,
});

/** Runs newest first, optionally of one channel. */
export const adminReconcileRuns = operatorEndpoint({
  path: '/api/admin/order/reconcile/runs',
  permission: 'orders.reconcile',
  writes: false,
  request: PageQuery.extend({ channel: ReconcileChannel.optional() }),
  response: pageOf(ReconcileRun),
});

/** What one run flagged. */
export const adminReconcileFlags = operatorEndpoint({
  path: '/api/admin/order/reconcile/flags',
  permission: 'orders.reconcile',
  writes: false,
  request: PageQuery.extend({ runId: Id }),
  response: pageOf(ReconcileFlag),
});
