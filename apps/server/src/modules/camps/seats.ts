import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';

const { trainingTerms } = tables;

/**
 * Takes a seat of a term, inside the caller's transaction: one conditional UPDATE, so however many
 * buyers race for the last seats only as many as are left get one. Answers false when the term is full.
 */
export async function takeSeat(tx: Database, termId: number): Promise<boolean> {
  const taken = await tx
    .update(trainingTerms)
    .set({ taken: sql`${trainingTerms.taken} + 1` })
    .where(and(eq(trainingTerms.id, termId), lt(trainingTerms.taken, trainingTerms.capacity)))
    .returning({ id: trainingTerms.id });
  return taken.length > 0;
}

/** Gives a seat back (its order closed or was cancelled), in the transaction that ended the order. */
export async function releaseSeat(tx: Database, termId: number): Promise<void> {
  await tx
    .update(trainingTerms)
    .set({ taken: sql`${trainingTerms.taken} - 1` })
    .where(and(eq(trainingTerms.id, termId), sql`${trainingTerms.taken} > 0`));
}
