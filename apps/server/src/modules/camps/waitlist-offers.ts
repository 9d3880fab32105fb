import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { notify } from '../messages/index.js';

/**
 * How long a freed seat is held for the learner it is offered to: long enough to read the notice
 * and pay, short enough that the next learner is not kept waiting for a seat nobody takes.
 */
export const SEAT_OFFER_MINUTES = 120;

/**
 * Offers a seat that was just freed to the first learner still waiting for the term, inside the
 * transaction that freed it: the seat stays counted in `taken`, held for them, and they are told by
 * a notice that commits with it. `skip locked`: two seats freed at once go to two learners. Answers
 * false when nobody waits (the caller gives the seat back).
 */
export async function offerToNextWaiting(tx: Database, termId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    with next as (
      select w.id from training_waitlist w
      where w.term_id = ${termId} and w.offer_expires_at is null
      order by w.id limit 1
      for update skip locked
    )
    update training_waitlist w
    set offered_at = now(), offer_expires_at = now() + make_interval(mins => ${SEAT_OFFER_MINUTES})
    from next, training_terms term, trainings camp
    where w.id = next.id and term.id = w.term_id and camp.id = term.training_id
    returning w.id, w.user_id, w.offer_expires_at::text as expires_at, camp.id as training_id,
      camp.name as camp_name, term.name as term_name`);
  const [offer] = (result as unknown as { rows: OfferRow[] }).rows;
  if (!offer) return false;
  await notify(tx, 'campSeatOffered', {
    userId: offer.user_id,
    dedupeKey: `camp-seat-offer:${offer.id}`,
    params: {
      campId: offer.training_id,
      campName: offer.camp_name,
      termName: offer.term_name,
      heldUntil: formatChinaTime(new Date(offer.expires_at)),
    },
  });
  return true;
}

interface OfferRow {
  id: number;
  user_id: number;
  expires_at: string;
  training_id: number;
  camp_name: string;
  term_name: string;
}

/**
 * Takes the seat offered to the learner, when an offer for the term is still theirs: the row goes
 * (the seat, already counted, passes to their order). Expired offers are the sweep's, not theirs.
 */
export async function claimOfferedSeat(tx: Database, termId: number, userId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    delete from training_waitlist
    where term_id = ${termId} and user_id = ${userId} and offer_expires_at > now()
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
