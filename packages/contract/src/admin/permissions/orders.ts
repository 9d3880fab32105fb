import type { PermissionGrants } from '../operator-roles.js';

/** Orders and money: finance refunds and reconciles; support and finance confirm bank transfers. */
export const ORDER_GRANTS = {
  /** Searching orders and reading one with its payments and refunds. */
  'orders.read': ['finance', 'support'],
  /** Refunding a paid order, in full or in part. */
  'orders.refund': ['finance'],
  /** Confirming or rejecting an assisted payment (对公转账). */
  'orders.confirm-transfer': ['finance', 'support'],
  /** Reconciling the providers' daily bills with our orders, and reading what disagrees. */
  'orders.reconcile': ['finance'],
  /** Revenue by day, channel and product type. */
  'revenue.read': ['finance'],
  /** The ledger's report: every account's balance and its agreement with orders and bills. */
  'ledger.read': ['finance'],
} as const satisfies PermissionGrants;
