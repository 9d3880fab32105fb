import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trainingPlanItems, trainingUsers } from './camps.js';

/**
 * Attendance at an offline session or check-in of a camp's plan: one row per enrolment and session
 * (the template item `plan_item_id`, which a term's copy names too), made when the learner opens the
 * trainer's rotating QR link. Counted toward progress as the item done.
 */
export const trainingCheckins = pgTable(
  'training_checkins',
  {
    id: serial('id').primaryKey(),
    trainingUserId: integer('training_user_id')
      .notNull()
      .references(() => trainingUsers.id, { onDelete: 'cascade' }),
    planItemId: integer('plan_item_id')
      .notNull()
      .references(() => trainingPlanItems.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_checkins_enrolment_item_key').on(t.trainingUserId, t.planItemId),
    // A session's attendance list in the console.
    index('training_checkins_item_idx').on(t.planItemId),
  ],
);
