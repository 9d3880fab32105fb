import { z } from 'zod';
import { Cents, Id } from '../common.js';
import { CouponKind, CouponTerms } from '../coupons.js';
import { PageQuery, pageOf } from '../envelope.js';
import { OrderType } from '../orders.js';
import { operatorEndpoint } from './define.js';

const MAX_CENTS = 100_000_000;
const Money = (what: string) =>
  z
    .number({ error: `请输入${what}` })
    .int(`${what}须精确到分`)
    .min(0, `${what}不能为负数`)
    .max(MAX_CENTS, `${what}过高`);

/** Which products a batch applies to: all, the courses and bundles of a category, or a list. */
export const CouponScope = z.enum(['all', 'category', 'products']);
export type CouponScope = z.infer<typeof CouponScope>;

export const CouponProduct = z.object({ type: OrderType, id: Id });
export type CouponProduct = z.infer<typeof CouponProduct>;

/** `button`: claimed on the site (领券); `code`: redeemed by codes generated with the batch (兑换码). */
export const CouponClaimBy = z.enum(['button', 'code']);
export type CouponClaimBy = z.infer<typeof CouponClaimBy>;

/** ISO instant or 'YYYY-MM-DD HH:mm:ss' China time, as the console's date pickers send. */
const Instant = z.string().trim().min(1, '请选择日期').max(40);

const CouponBatchShape = z.object({
  name: z.string().trim().min(1, '请输入优惠券名称').max(30, '优惠券名称最多 30 个字'),
  kind: CouponKind,
  threshold: Money('使用门槛').default(0),
  reduction: Money('优惠金额').default(0),
  /** 折扣: the percent paid, 1 to 99 (85 is 8.5 折). */
  rate: z
    .number({ error: '请输入折扣' })
    .int('折扣最多一位小数')
    .min(1, '折扣须在 0.1 折到 9.9 折之间')
    .max(99, '折扣须在 0.1 折到 9.9 折之间')
    .nullable()
    .default(null),
  cap: Money('最高优惠').nullable().default(null),
  scope: CouponScope,
  categoryId: Id.nullable().default(null),
  products: z.array(CouponProduct).max(200, '指定商品最多 200 个').default([]),
  /** Fixed dates (validFrom to validUntil), or `validDays` days after claiming. */
  validFrom: Instant.nullable().default(null),
  validUntil: Instant.nullable().default(null),
  validDays: z
    .number()
    .int()
    .min(1, '有效天数至少 1 天')
    .max(3650, '有效天数最多 3650 天')
    .nullable()
    .default(null),
  quantity: z.number().int().min(1, '发放数量至少 1 张').max(100_000, '发放数量最多 100000 张'),
  perLearner: z.number().int().min(1, '每人限领至少 1 张').max(100, '每人限领最多 100 张'),
  claimBy: CouponClaimBy,
  /** Whether a refunded order gives its coupon back (while it is still valid). */
  returnOnRefund: z.boolean().default(true),
});

/** A batch as the console creates it; every inconsistency is refused with what to fix. */
export const CouponBatchFields = CouponBatchShape.superRefine((batch, issues) => {
  const fail = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
  if (batch.kind === 'discount') {
    if (batch.rate === null) fail('rate', '请输入折扣');
  } else if (batch.reduction < 1) fail('reduction', '优惠金额须大于 0');
  if (batch.kind === 'full_reduction' && batch.threshold <= batch.reduction)
    fail('threshold', '使用门槛须高于优惠金额');
  if (batch.scope === 'category' && batch.categoryId === null) fail('categoryId', '请选择分类');
  if (batch.scope === 'products' && batch.products.length === 0) fail('products', '请选择商品');
  const dated = batch.validFrom !== null || batch.validUntil !== null;
  if (dated === (batch.validDays !== null)) fail('validDays', '请选择固定日期或领取后有效天数之一');
  if (dated && (batch.validFrom === null || batch.validUntil === null)) fail('validUntil', '请选择有效期');
  if (dated && batch.validFrom !== null && batch.validUntil !== null) {
    const from = Date.parse(batch.validFrom.replace(' ', 'T'));
    const until = Date.parse(batch.validUntil.replace(' ', 'T'));
    if (Number.isNaN(from) || Number.isNaN(until)) fail('validUntil', '日期格式不正确');
    else if (until <= from) fail('validUntil', '结束时间须晚于开始时间');
  }
  if (batch.claimBy === 'code' && batch.quantity > 10_000) fail('quantity', '兑换码一次最多生成 10000 个');
});
export type CouponBatchFields = z.input<typeof CouponBatchFields>;

/** A batch as the console lists it. */
export const AdminCouponBatch = CouponTerms.extend({
  scope: CouponScope,
  categoryId: z.number().int().nullable(),
  products: z.array(z.object({ type: OrderType, id: z.number().int() })),
  validText: z.string(),
  quantity: z.number().int(),
  perLearner: z.number().int(),
  claimBy: CouponClaimBy,
  returnOnRefund: z.boolean(),
  /** Claimed (or redeemed), used on a paid order, and the money they took off paid orders. */
  claimed: z.number().int(),
  used: z.number().int(),
  subsidy: Cents,
  stopped: z.boolean(),
  createdAt: z.string(),
});
export type AdminCouponBatch = z.infer<typeof AdminCouponBatch>;

export const adminCouponBatchList = operatorEndpoint({
  path: '/api/admin/coupon/list',
  permission: 'coupons.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(30).optional() }),
  response: pageOf(AdminCouponBatch),
});

export const adminCouponBatchCreate = operatorEndpoint({
  path: '/api/admin/coupon/create',
  permission: 'coupons.write',
  writes: true,
  request: CouponBatchFields,
  response: AdminCouponBatch,
});

/** Stops a batch: nobody claims or redeems it from now; coupons already held stay usable. */
export const adminCouponBatchStop = operatorEndpoint({
  path: '/api/admin/coupon/stop',
  permission: 'coupons.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminCouponBatch,
});

/** A code batch's codes as an .xlsx (兑换码, 状态, 领取学员), base64 in the answer. */
export const adminCouponCodesExport = operatorEndpoint({
  path: '/api/admin/coupon/codes-export',
  permission: 'coupons.read',
  writes: false,
  request: z.object({ id: Id }),
  response: z.object({ fileName: z.string(), base64: z.string() }),
});

/** One ledger account with what went through it, in cents. */
export const LedgerAccount = z.object({
  account: z.string(),
  label: z.string(),
  debit: Cents,
  credit: Cents,
  /** Debits less credits: what the account holds (an asset) or owes (negative). */
  balance: z.number().int(),
});

/** Where the ledger and another record disagree. */
export const LedgerMismatch = z.object({
  orderNo: z.string(),
  /** What disagrees, in words. */
  what: z.string(),
  expected: z.number().int(),
  recorded: z.number().int(),
});

/** The ledger's check: accounts, the sums, and every disagreement with orders and bills. */
export const LedgerReport = z.object({
  accounts: z.array(LedgerAccount),
  totalDebit: Cents,
  totalCredit: Cents,
  entries: z.number().int(),
  balanced: z.boolean(),
  /**
   * Orders whose money the ledger records otherwise than the order and its refunds, and commission
   * the ledger records otherwise than the sharers' balances and the commissions' states.
   */
  orderMismatches: z.array(LedgerMismatch),
  /** Payments and refunds the providers' bills list otherwise than the ledger (the latest run of each day). */
  billMismatches: z.array(LedgerMismatch),
});
export type LedgerReport = z.infer<typeof LedgerReport>;

export const adminLedgerReport = operatorEndpoint({
  path: '/api/admin/ledger/report',
  permission: 'ledger.read',
  writes: false,
  request: z.object({}).optional().default({}),
  response: LedgerReport,
});
