import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../operators/tables.js';

/**
 * Every payment notification received, accepted or not, with what was decided: the audit trail of
 * money arriving (a rejected notification is the first sign of a misconfiguration or an attack).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    /** `wx` or `ali` (`sandbox` on early rows); `peiban` for an operator's confirmation. */
    channel: text('channel').notNull(),
    orderNo: text('order_no'),
    /**
     * `fulfilled`, `duplicate` (the same payment again), `rejected` (not believed), or money to return:
     * `double` (a second payment) and `unpayable` (for an order no longer open).
     */
    outcome: text('outcome').notNull(),
    /**
     * How the news came: `notification`, `query`, `answer`, `operator`, `refund-notification`,
     * `refund-send` (PaymentRecordSource). Null on rows written before the record was structured,
     * whose facts are in `detail`'s free text.
     */
    source: text('source'),
    /** The provider's trade number, our refund number, or the bank reference an operator typed. */
    tradeNo: text('trade_no'),
    /** Cents paid or refunded, as reported. */
    amount: integer('amount'),
    /** Reported by the payment sandbox rather than a live provider. */
    sandbox: boolean('sandbox').notNull().default(false),
    /** Why it was refused or failed, in words: ours in Chinese, a provider's as it worded it. */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo)],
);

/**
 * One comparison of a provider's bill of a China day with our orders and refunds. A day may be
 * reconciled again (a bill that was not ready, a fix made since): each run keeps its own flags.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** `wx` or `ali`. */
    channel: text('channel').notNull(),
    /** The China date of the bill, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** `queued`, `running`, `done` or `failed` (the bill could not be had; the job retries). */
    status: text('status').notNull().default('queued'),
    billPayments: integer('bill_payments'),
    billRefunds: integer('bill_refunds'),
    flagged: integer('flagged'),
    failure: text('failure'),
    /** Who started it from the console; null for the morning's scheduled run. */
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('reconciliation_runs_day_idx').on(t.day, t.channel)],
);

/** An order or refund on which the bill and our records disagree. */
export const reconciliationFlags = pgTable(
  'reconciliation_flags',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    /**
     * `missing_ours` (billed, no such order), `missing_theirs` (paid here, not billed), `amount`,
     * `status` (billed as paid, not paid here), `refund_missing_ours`, `refund_missing_theirs`,
     * `refund_amount`, `refund_status`.
     */
    kind: text('kind').notNull(),
    orderNo: text('order_no').notNull(),
    refundNo: text('refund_no'),
    /** Our order, when we have it. */
    orderId: integer('order_id'),
    /** Cents as we recorded them and as the bill lists them. */
    ourAmount: integer('our_amount'),
    theirAmount: integer('their_amount'),
    ourStatus: text('our_status'),
    theirStatus: text('their_status'),
  },
  (t) => [index('reconciliation_flags_run_idx').on(t.runId)],
);
