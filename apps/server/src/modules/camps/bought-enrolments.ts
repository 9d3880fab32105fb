import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { revokeCertificate } from '../certificates/index.js';
import { carryProgress } from './progress.js';
import { releaseSeat } from './seats.js';
import * as tables from './tables/index.js';
import { systemClock } from './term-status.js';

const { trainingUsers, trainings } = tables;

/** A camp order: who bought which camp, for which term (the seat the order holds). */
export interface CampPurchase {
  orderId: number;
  userId: number;
  trainingId: number;
  termId: number | null;
}

/**
 * Enrols the buyer of a paid camp order, in the order's fulfilment transaction: the enrolment, the
 * camp's count, and what the learner studied already (a trial camp teaching the same courses), which
 * counts at once. Answers false when the learner is enrolled in the term already (by another order
 * paid in a race): the payment stands, and the seat this order held goes back, the learner keeps the
 * one they have.
 */
export async function enrolBuyer(tx: Database, purchase: CampPurchase): Promise<boolean> {
  const [enrolment] = await tx
    .insert(trainingUsers)
    .values(purchase)
    .onConflictDoNothing()
    .returning({ id: trainingUsers.id });
  if (!enrolment) {
    if (purchase.termId !== null) await releaseSeat(tx, purchase.termId);
    return false;
  }
  await tx
    .update(trainings)
    .set({ enrolledCount: sql`${trainings.enrolledCount} + 1` })
    .where(eq(trainings.id, purchase.trainingId));
  // Orders read the real time (decision 0019); a term being bought has not ended.
  await carryProgress(tx, systemClock, purchase.userId, enrolment.id);
  return true;
}

/**
 * Ends the enrolment a refunded order bought, in the refund's transaction: the camp's count goes
 * down, the term's seat goes back and a certificate issued for the term is revoked. An order without
 * an enrolment lost a race to another paid order, whose seat stays.
 */
export async function withdrawBuyer(tx: Database, orderId: number): Promise<void> {
  const [enrolment] = await tx.delete(trainingUsers).where(eq(trainingUsers.orderId, orderId)).returning({
    userId: trainingUsers.userId,
    trainingId: trainingUsers.trainingId,
    termId: trainingUsers.termId,
  });
  if (!enrolment) return;
  await tx
    .update(trainings)
    .set({ enrolledCount: sql`greatest(${trainings.enrolledCount} - 1, 0)` })
    .where(eq(trainings.id, enrolment.trainingId));
  if (enrolment.termId !== null) {
    await releaseSeat(tx, enrolment.termId);
    await revokeCertificate(tx, enrolment.userId, { kind: 'camp_term', id: enrolment.termId }, 'refund');
  }
}
