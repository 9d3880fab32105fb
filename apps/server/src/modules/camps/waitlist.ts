import type { WaitlistPlace } from '@zhixue/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { releaseSeat } from './seats.js';
import * as tables from './tables/index.js';
import { type Clock, chinaToday, termStatus } from './term-status.js';

const { trainingTerms, trainingUsers, trainingWaitlist } = tables;

export const OFFER_SWEEP_QUEUE = 'camp-seat-offer-sweep';
const SWEEP_BATCH = 100;

/** The learner's places on the waiting lists of these terms, by term. */
export async function waitlistPlaces(
  db: Database,
  userId: number,
  termIds: number[],
): Promise<Map<number, WaitlistPlace>> {
  if (termIds.length === 0) return new Map();
  const rows = await db
    .select({
      termId: trainingWaitlist.termId,
      offerExpiresAt: trainingWaitlist.offerExpiresAt,
      // Those still waiting up to the learner, the learner included.
      // (Spelled out: Drizzle leaves a column unqualified here, and it would name the inner row.)
      position: sql<number>`(select count(*) from training_waitlist ahead
        where ahead.term_id = training_waitlist.term_id and ahead.offer_expires_at is null
          and ahead.id <= training_waitlist.id)`.mapWith(Number),
    })
    .from(trainingWaitlist)
    .where(and(eq(trainingWaitlist.userId, userId), inArray(trainingWaitlist.termId, termIds)));
  return new Map(
    rows.map((row) => [
      row.termId,
      row.offerExpiresAt
        ? { position: null, offerExpiresAt: formatChinaTime(row.offerExpiresAt) }
        : { position: row.position, offerExpiresAt: null },
    ]),
  );
}

/** Whether a seat of the term is offered to the learner right now (they may buy while the term is full). */
export async function holdsSeatOffer(db: Database, userId: number, termId: number): Promise<boolean> {
  const [offer] = await db
    .select({ id: trainingWaitlist.id })
    .from(trainingWaitlist)
    .where(
      and(
        eq(trainingWaitlist.userId, userId),
        eq(trainingWaitlist.termId, termId),
        sql`${trainingWaitlist.offerExpiresAt} > now()`,
      ),
    );
  return offer !== undefined;
}

/** Whether the learner holds an open order of the term: the orders area decides (it sits above camps). */
export type OpenTermOrder = (db: Database, userId: number, termId: number) => Promise<boolean>;

/**
 * `training/waitlist/join`: a full term only (a term with seats is bought; one not enrolling has no
 * list), not for a learner enrolled in it or holding an open order of it. Joining again keeps the
 * first place.
 */
export async function joinWaitlist(
  db: Database,
  { clock, holdsOpenTermOrder }: { clock: Clock; holdsOpenTermOrder: OpenTermOrder },
  userId: number,
  termId: number,
): Promise<WaitlistPlace> {
  const [term] = await db.select().from(trainingTerms).where(eq(trainingTerms.id, termId));
  if (!term) throw new AppError('CAMP_TERM_NOT_FOUND');
  const [[enrolled], holding] = await Promise.all([
    db
      .select({ id: trainingUsers.id })
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, userId), eq(trainingUsers.termId, termId))),
    holdsOpenTermOrder(db, userId, termId),
  ]);
  if (enrolled) throw new AppError('CAMP_TERM_ENROLLED');
  if (holding) throw new AppError('CAMP_WAITLIST_HOLDING_ORDER');
  const already = (await waitlistPlaces(db, userId, [termId])).get(termId);
  if (already) return already;
  const today = chinaToday(clock);
  const status = termStatus(term, today);
  if (status === 'enrolling') throw new AppError('CAMP_TERM_NOT_FULL');
  if (status === 'upcoming' && today < term.enrollStartDate) throw new AppError('CAMP_TERM_NOT_OPEN');
  if (status !== 'full') throw new AppError('CAMP_TERM_ENROLMENT_CLOSED');
  await db.insert(trainingWaitlist).values({ termId, userId }).onConflictDoNothing();
  const place = (await waitlistPlaces(db, userId, [termId])).get(termId);
  if (!place) throw new Error('waiting list row missing after insert');
  return place;
}

/** `training/waitlist/leave`: a seat held for the learner goes on to the next one waiting. */
export async function leaveWaitlist(db: Database, userId: number, termId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [left] = await tx
      .delete(trainingWaitlist)
      .where(and(eq(trainingWaitlist.userId, userId), eq(trainingWaitlist.termId, termId)))
      .returning({ offerExpiresAt: trainingWaitlist.offerExpiresAt });
    if (left?.offerExpiresAt) await releaseSeat(tx, termId);
  });
  return null;
}

/**
 * Ends offers whose time ran out, each in its own transaction: the row goes (a conditional delete,
 * so an offer taken at the same moment is either taken or ended, never both) and its seat is offered
 * to the next learner waiting, or given back. Answers how many offers it looked at.
 */
export async function endExpiredOffers(db: Database, limit = SWEEP_BATCH): Promise<number> {
  const expired = await db
    .select({ id: trainingWaitlist.id })
    .from(trainingWaitlist)
    .where(lte(trainingWaitlist.offerExpiresAt, sql`now()`))
    .orderBy(asc(trainingWaitlist.offerExpiresAt))
    .limit(limit);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .delete(trainingWaitlist)
        .where(and(eq(trainingWaitlist.id, id), lte(trainingWaitlist.offerExpiresAt, sql`now()`)))
        .returning({ termId: trainingWaitlist.termId });
      if (ended) await releaseSeat(tx, ended.termId);
    });
  }
  return expired.length;
}

/**
 * Ends expired seat offers once a minute, as a job (as the order expiry sweep of decision 0010): the
 * queue sends one sweep a minute across all server processes and runs one at a time; a failed sweep
 * is not retried, the next minute's takes over.
 */
export function scheduleOfferSweep(jobs: Jobs, db: Database): void {
  jobs.define({
    name: OFFER_SWEEP_QUEUE,
    cron: '* * * * *',
    singleton: true,
    handler: async () => ({ examined: await endExpiredOffers(db) }),
  });
}
