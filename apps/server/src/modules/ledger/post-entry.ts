import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { ledgerEntries } = tables;

export interface Entry {
  /** Unique per movement: posting the same key again writes nothing. */
  key: string;
  kind: string;
  debit: string;
  credit: string;
  amount: number;
  orderId?: number | null;
  refundId?: number | null;
}

/**
 * Writes movements in the caller's transaction, so the ledger changes exactly when the state it
 * records does. A movement of nothing is no movement and is left out; a negative amount is a bug
 * and the table's check refuses it.
 */
export async function postEntries(tx: Database, entries: readonly Entry[]): Promise<void> {
  const moving = entries.filter((entry) => entry.amount !== 0);
  if (moving.length === 0) return;
  await tx
    .insert(ledgerEntries)
    .values(
      moving.map((entry) => ({ ...entry, orderId: entry.orderId ?? null, refundId: entry.refundId ?? null })),
    )
    .onConflictDoNothing({ target: ledgerEntries.key });
}
