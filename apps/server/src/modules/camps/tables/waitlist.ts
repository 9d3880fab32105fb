import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables.js';
import { trainingTerms } from './camps.js';

/**
 * The waiting list of a full term, first come first served (by `id`). A learner waits
 * (`offer_expires_at` null) until a freed seat is offered to them: the seat then stays counted in
 * the term's `taken`, held for them alone until `offer_expires_at`. Taking it (saving an order)
 * removes the row; an offer that runs out is removed by the sweep job, which offers the seat to the
 * next learner or gives it back.
 */
export const trainingWaitlist = pgTable(
  'training_waitlist',
  {
    id: serial('id').primaryKey(),
    termId: integer('term_id')
      .notNull()
      .references(() => trainingTerms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('training_waitlist_term_user_key').on(t.termId, t.userId),
    check('training_waitlist_offer_check', sql`(${t.offeredAt} is null) = (${t.offerExpiresAt} is null)`),
    // The next learner to offer a seat to: the first still waiting.
    index('training_waitlist_waiting_idx').on(t.termId, t.id).where(sql`${t.offerExpiresAt} is null`),
    // The sweep's offers that ran out.
    index('training_waitlist_offer_idx').on(t.offerExpiresAt).where(sql`${t.offerExpiresAt} is not null`),
  ],
);
