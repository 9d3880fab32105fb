import { type PayChannel, ProductTypes } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import {
  centsToYuan,
  type PaymentRecordSource,
  type ProviderPayment,
  SANDBOX_MERCHANT_ID,
} from '../../platform/payment/index.js';
import { type AlongsidePayment, type FulfilOutcome, findPayableOrder, fulfilOrder } from '../orders/index.js';
import type { FulfilmentDeps } from './payment-deps.js';
import * as tables from './tables.js';

const { paymentNotifications } = tables;

/** Whether the provider should stop sending: false only for what we refuse to believe. */
export type Acceptance = { accepted: boolean; outcome: FulfilOutcome | 'rejected' };

/**
 * A payment reported by a provider (notification or query) or confirmed by an operator: checked
 * against the order (number, amount, merchant), then fulfilled exactly once. Every decision is
 * recorded; the ones that need a person (money for an order no longer open, a second payment) are
 * logged as errors so the money can be returned.
 */
export async function acceptPayment(
  deps: FulfilmentDeps,
  channel: PayChannel,
  source: PaymentRecordSource,
  payment: ProviderPayment,
  expectedMerchantId: string,
): Promise<Acceptance> {
  const { db, log } = deps;
  const order = await findPayableOrder(db, payment.orderNo);
  // The reasons are read by operators on the order's page: in their words.
  const problem =
    payment.merchantId !== expectedMerchantId
      ? `商户号 ${payment.merchantId} 不是本平台的`
      : !order
        ? '订单不存在'
        : payment.amount !== order.amount
          ? `金额与订单的 ¥${centsToYuan(order.amount)} 不符`
          : null;
  const facts = {
    channel,
    orderNo: payment.orderNo,
    source,
    tradeNo: payment.tradeNo,
    amount: payment.amount,
    sandbox: expectedMerchantId === SANDBOX_MERCHANT_ID,
  };
  if (problem || !order) {
    log.warn(
      { channel, orderNo: payment.orderNo, tradeNo: payment.tradeNo, source, problem },
      'payment rejected',
    );
    await record(db, { ...facts, outcome: 'rejected', detail: problem ?? '' });
    return { accepted: false, outcome: 'rejected' };
  }

  const outcome = await fulfilOrder(
    db,
    order,
    { channel, tradeNo: payment.tradeNo },
    recordedWhenPaid(facts),
  );
  if (outcome === 'fulfilled' && order.productType === ProductTypes.VIP_PLAN)
    await deps.forgetUser(order.userId);
  if (outcome === 'double' || outcome === 'unpayable') {
    log.error(
      { channel, orderNo: order.orderNo, tradeNo: payment.tradeNo, status: order.status },
      `payment received for an order that cannot take it (${outcome}): return the money`,
    );
  } else {
    log.info({ channel, orderNo: order.orderNo, tradeNo: payment.tradeNo, outcome }, 'payment accepted');
  }
  if (outcome !== 'fulfilled') await record(db, { ...facts, outcome });
  return { accepted: true, outcome };
}

/**
 * The record of a payment that pays its order, written by the payment's own statement (see
 * `fulfilOrder`): it commits with the payment, one statement and one commit for both.
 */
function recordedWhenPaid(facts: Omit<PaymentRecord, 'outcome'>): AlongsidePayment {
  return {
    name: 'recorded',
    part: recordOfPaid,
    values: {
      recordChannel: facts.channel,
      recordOrderNo: facts.orderNo,
      recordSource: facts.source,
      recordTradeNo: facts.tradeNo ?? null,
      recordAmount: facts.amount ?? null,
      recordSandbox: facts.sandbox,
    },
  };
}

const recordOfPaid = (values: Record<string, unknown>) =>
  sql`insert into ${paymentNotifications} (channel, order_no, outcome, source, trade_no, amount, sandbox)
    select ${values.recordChannel}::text, ${values.recordOrderNo}::text, 'fulfilled', ${values.recordSource}::text,
      ${values.recordTradeNo}::text, ${values.recordAmount}::int, ${values.recordSandbox}::boolean
    from paid`;

/** One payment decision as it is kept: structured, put in words when shown (describePaymentRecord). */
export interface PaymentRecord {
  channel: string;
  orderNo: string | null;
  outcome: string;
  source: PaymentRecordSource;
  tradeNo?: string;
  amount?: number;
  sandbox: boolean;
  /** Why it was refused or failed. */
  detail?: string;
}

/** Prepared once: every notification, query and confirmation writes one. */
const insertRecord = preparedPerDatabase((db: Database) =>
  db
    .insert(paymentNotifications)
    .values({
      channel: sql.placeholder('channel'),
      orderNo: sql.placeholder('orderNo'),
      outcome: sql.placeholder('outcome'),
      source: sql.placeholder('source'),
      tradeNo: sql.placeholder('tradeNo'),
      amount: sql.placeholder('amount'),
      sandbox: sql.placeholder('sandbox'),
      detail: sql.placeholder('detail'),
    })
    .prepare('payment_record'),
);

export async function record(db: Database, entry: PaymentRecord): Promise<void> {
  await insertRecord(db).execute({
    ...entry,
    tradeNo: entry.tradeNo ?? null,
    amount: entry.amount ?? null,
    detail: entry.detail?.slice(0, 500) ?? '',
  });
}
