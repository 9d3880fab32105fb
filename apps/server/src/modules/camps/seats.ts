import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables/index.js';
import { claimOfferedSeat, offerToNextWaiting } from './waitlist-offers.js';

const { trainingTerms } = tables;

/**
 * Takes a seat of a term for the learner, inside the caller's transaction. A seat offered to them
 * from the waiting list is theirs already; otherwise one conditional UPDATE, so however many buyers
 * race for the last seats only as many as are left get one. Answers false when the term is full.
 */
export async function takeSeat(tx: Database, termId: number, userId: number): Promise<boolean> {
  if (await claimOfferedSeat(tx, termId, userId)) return true;
  const taken = await tx
    .update(trainingTerms)
    .set({ taken: sql`${trainingTerms.taken} + 1` })
    .where(and(eq(trainingTerms.id, termId), lt(trainingTerms.taken, trainingTerms.capacity)))
    .returning({ id: trainingTerms.id });
  return taken.length > 0;
}

/**
 * A seat comes free (its order closed or was cancelled, an offer ran out or was declined), in the
 * transaction that freed it: offered to the first learner waiting for the term, else given back.
 */
export async function releaseSeat(tx: Database, termId: number): Promise<void> {
  if (await offerToNextWaiting(tx, termId)) return;
  await tx
    .update(trainingTerms)
    .set({ taken: sql`${trainingTerms.taken} - 1` })
    .where(and(eq(trainingTerms.id, termId), sql`${trainingTerms.taken} > 0`));
}
