import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every movement of money as one double-entry row: `amount` cents leave the credit account and
 * arrive in the debit account, so the sum of all balances is zero by construction. Rows are written
 * in the transaction of the change they record (a payment, a refund, a coupon's subsidy) and never
 * updated: a mistake or a failure is corrected by a row the other way.
 *
 * Accounts are named `cash:<channel>` (money held at a provider or the bank), `sales` (what the
 * products earned) and `marketing:coupons` (what coupons gave away); later movements (commission,
 * withdrawals, group refunds) add accounts and kinds without changing the table.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /**
     * What happened, and to what, once: `payment:order:12`, `refund:7`. A movement posted twice (a
     * replayed notification) finds its key taken and is not written again.
     */
    key: text('key').notNull().unique(),
    /** `payment`, `refund`, `refund_failed`, `coupon_subsidy`, `coupon_subsidy_reversed`. */
    kind: text('kind').notNull(),
    debit: text('debit').notNull(),
    credit: text('credit').notNull(),
    amount: integer('amount').notNull(),
    /** The order it belongs to, when it belongs to one. */
    orderId: integer('order_id'),
    /** The refund (order_refunds.id) it belongs to, when it belongs to one. */
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check('ledger_entries_two_accounts', sql`${t.debit} <> ${t.credit}`),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);
