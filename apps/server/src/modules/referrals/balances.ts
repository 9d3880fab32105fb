import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { referralBalances } = tables;

/** Changes to a sharer's balance columns, in cents (positive adds). */
export interface BalanceMove {
  frozen?: number;
  available?: number;
  withdrawing?: number;
  withdrawn?: number;
}

/**
 * Moves a sharer's money between columns in the caller's transaction, creating the row at the first
 * commission. One statement, so concurrent movements add up instead of overwriting each other; the
 * table's check refuses a column that would go below 0 (where that is not allowed).
 */
export async function moveBalance(tx: Database, userId: number, move: BalanceMove): Promise<void> {
  const frozen = move.frozen ?? 0;
  const available = move.available ?? 0;
  const withdrawing = move.withdrawing ?? 0;
  const withdrawn = move.withdrawn ?? 0;
  await tx
    .insert(referralBalances)
    // Postgres checks the proposed row before it finds the conflict, so a decrease (which always
    // follows the credit that made the row) proposes 0 instead of a negative column.
    .values({
      userId,
      frozen: Math.max(frozen, 0),
      available,
      withdrawing: Math.max(withdrawing, 0),
      withdrawn: Math.max(withdrawn, 0),
    })
    .onConflictDoUpdate({
      target: referralBalances.userId,
      set: {
        frozen: sql`${referralBalances.frozen} + ${frozen}`,
        available: sql`${referralBalances.available} + ${available}`,
        withdrawing: sql`${referralBalances.withdrawing} + ${withdrawing}`,
        withdrawn: sql`${referralBalances.withdrawn} + ${withdrawn}`,
      },
    });
}
