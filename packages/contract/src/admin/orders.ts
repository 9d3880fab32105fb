import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { OrderStatus, OrderType, PayChannel } from '../orders.js';
import { ConsoleDay } from './audit.js';
import { operatorEndpoint } from './define.js';

/** Orders in the console: search, one order with everything that happened to it. */

/** The order search's filters, which an export takes too. */
export const AdminOrderFilters = z.object({
  status: OrderStatus.optional(),
  channel: PayChannel.optional(),
  productType: z.coerce.number().pipe(OrderType).optional(),
  /** China dates of the order's creation, both included. */
  from: ConsoleDay.optional(),
  to: ConsoleDay.optional(),
  /** A learner's full phone number or user id. */
  learner: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, '请输入学员手机号或学员ID')
    .optional(),
  /** An order number, exactly. */
  orderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,32}$/, '订单号格式不正确')
    .optional(),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;

export const AdminOrderSearchRequest = PageQuery.extend(AdminOrderFilters.shape);
export type AdminOrderSearchRequest = z.input<typeof AdminOrderSearchRequest>;

export const AdminOrderLearner = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** Masked (138****0001) unless the operator's role may see learners' phones. */
  mobile: z.string().nullable(),
});

export const AdminOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productType: OrderType,
  productId: z.number().int(),
  productName: z.string(),
  termName: z.string().nullable(),
  amount: Cents,
  /** Refunded so far, on its way, or owed (a refund the provider refused is sent again, not replaced). */
  refundedAmount: Cents,
  status: OrderStatus,
  payChannel: PayChannel.nullable(),
  /** 1 while an assisted payment waits for an operator. */
  awaitingTransfer: z.boolean(),
  learner: AdminOrderLearner,
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** Newest first. */
export const adminOrderSearch = operatorEndpoint({
  path: '/api/admin/order/search',
  permission: 'orders.read',
  writes: false,
  request: AdminOrderSearchRequest,
  response: pageOf(AdminOrderRow),
});

/** One decision about money arriving: a notification, an active query or an operator's confirmation. */
export const AdminPaymentEvent = z.object({
  id: z.number().int(),
  /** `wx`, `ali` or `peiban`. */
  channel: z.string(),
  /** `fulfilled`, `duplicate`, `rejected`, `double` or `unpayable`. */
  outcome: z.string(),
  /** The provider's trade number, the refund number, or the bank reference; null when unknown. */
  tradeNo: z.string().nullable(),
  /** Cents paid or refunded as reported; null when unknown. */
  amount: z.number().int().nullable(),
  /** The record in words: `支付宝（沙箱）支付成功通知 · 交易号 SANDBOX… · ¥149.00`. */
  summary: z.string(),
  at: z.string(),
});
export type AdminPaymentEvent = z.infer<typeof AdminPaymentEvent>;

export const RefundStatus = z.enum(['processing', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatus>;

export const AdminRefund = z.object({
  id: z.number().int(),
  /** Our refund number (out_refund_no / out_request_no): the same number refunds once. */
  refundNo: z.string(),
  amount: Cents,
  reason: z.string(),
  status: RefundStatus,
  /** The provider's refund id, once it answered. */
  providerRefundId: z.string().nullable(),
  /** Why the provider refused a failed refund. */
  failure: z.string().nullable(),
  operatorName: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminOrderDetail = AdminOrderRow.extend({
  linePrice: Cents,
  price: Cents,
  priceKind: z.string(),
  providerTradeNo: z.string().nullable(),
  expireTime: z.string(),
  peibanRequestedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Every payment notification, query and confirmation recorded for the order, oldest first. */
  paymentEvents: z.array(AdminPaymentEvent),
  refunds: z.array(AdminRefund),
  /** Cents that may still be refunded (0 unless paid). */
  refundable: Cents,
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const adminOrderDetail = operatorEndpoint({
  path: '/api/admin/order/detail',
  permission: 'orders.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminOrderDetail,
});

/** WeChat Pay's out_refund_no and Alipay's out_request_no take up to 64 letters, digits, _ and -. */
export const RefundNo = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '退款单号格式不正确');

export const AdminRefundRequest = z.object({
  orderId: Id,
  /**
   * Made once by the console when the refund dialog opens: every click, retry or second operator
   * sending the same number gets the same refund. Sent again for a refund the provider refused, it
   * asks the provider once more.
   */
  refundNo: RefundNo,
  amount: Cents.min(1, '退款金额须大于 0'),
  reason: z.string().trim().min(1, '请填写退款原因').max(80, '退款原因最多 80 个字'),
});

/**
 * Finance refunds a paid order, in full or in part. The refund that completes the amount also takes
 * back what the order bought, in the same transaction, and the learner is told.
 */
export const adminOrderRefund = operatorEndpoint({
  path: '/api/admin/order/refund',
  permission: 'orders.refund',
  writes: true,
  request: AdminRefundRequest,
  response: AdminRefund,
});
export const AdminTransferRow = AdminOrderRow.extend({
  /** When the learner chose assisted payment. */
  requestedAt: z.string(),
  /** The order closes unpaid at this time. */
  expireTime: z.string(),
});
export type AdminTransferRow = z.infer<typeof AdminTransferRow>;

/** The orders waiting for a bank transfer to be confirmed, oldest request first. */
export const adminTransferQueue = operatorEndpoint({
  path: '/api/admin/order/transfer/queue',
  permission: 'orders.confirm-transfer',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminTransferRow),
});

/** The transfer arrived: the order is fulfilled exactly as by a provider's notification. */
export const adminTransferConfirm = operatorEndpoint({
  path: '/api/admin/order/transfer/confirm',
  permission: 'orders.confirm-transfer',
  writes: true,
  request: z.object({
    orderId: Id,
    /** The bank's serial number of the transfer; kept as the order's trade number. */
    reference: z
      .string()
      .trim()
      .min(4, '请填写银行流水号')
      .max(64, '银行流水号最多 64 个字符')
      .regex(/^[A-Za-z0-9_-]+$/, '银行流水号只能包含字母、数字、- 和 _'),
  }),
  response: AdminOrderRow,
});

/** No transfer arrived (or a wrong one): the order closes and the learner is told why. */
export const adminTransferReject = operatorEndpoint({
  path: '/api/admin/order/transfer/reject',
  permission: 'orders.confirm-transfer',
  writes: true,
  request: z.object({
    orderId: Id,
    reason: z.string().trim().min(1, '请填写驳回原因').max(200, '驳回原因最多 200 个字'),
  }),
  response: AdminOrderRow,
});

export const RevenueRow = z.object({
  /** China date, YYYY-MM-DD. */
  day: z.string(),
  channel: PayChannel,
  productType: OrderType,
  /** Orders paid that day (free orders are not revenue). */
  paidCount: z.number().int(),
  paidAmount: Cents,
  /** Refunds decided that day of orders paid through this channel and product type, failed ones apart. */
  refundAmount: Cents,
});
export type RevenueRow = z.infer<typeof RevenueRow>;

/** Money in and out by China day, channel and product type, over at most a year of days. */
export const adminRevenue = operatorEndpoint({
  path: '/api/admin/order/revenue',
  permission: 'revenue.read',
  writes: false,
  request: z
    .object({ from: ConsoleDay, to: ConsoleDay })
    .refine((range) => range.from <= range.to, { message: '开始日期不能晚于结束日期', path: ['to'] })
    .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
      message: '最多统计一年',
      path: ['to'],
    }),
  response: z.object({
    rows: z.array(RevenueRow),
    paidAmount: Cents,
    refundAmount: Cents,
  }),
});

export const OrderExportStatus = z.enum(['queued', 'running', 'done', 'failed']);

/** A spreadsheet of the orders matching a search, made by a job. */
export const AdminOrderExport = z.object({
  id: z.number().int(),
  status: OrderExportStatus,
  /** The search's filters, as the console shows them (状态：已支付；渠道：微信支付 …). */
  filters: AdminOrderFilters,
  /** Orders written, once done. */
  rowCount: z.number().int().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A link valid for a few minutes (a browser download carries no console header); null until done. */
  downloadUrl: z.string().nullable(),
});
export type AdminOrderExport = z.infer<typeof AdminOrderExport>;

/** Where a finished export is downloaded from: `${ORDER_EXPORT_PATH_PREFIX}{id}.xlsx?e=&s=`. */
export const ORDER_EXPORT_PATH_PREFIX = '/api/export/orders/';

/** Exports the orders a search finds (all of them, not a page) as a spreadsheet, as a job. */
export const adminOrderExport = operatorEndpoint({
  path: '/api/admin/order/export',
  permission: 'orders.read',
  writes: true,
  request: AdminOrderFilters,
  response: AdminOrderExport,
});

/** The operator's own exports, newest first, each finished one with a fresh download link. */
export const adminOrderExports = operatorEndpoint({
  path: '/api/admin/order/export/list',
  permission: 'orders.read',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminOrderExport),
});
