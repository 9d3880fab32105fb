import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { exams } from '../../exams/tables.js';
import { users } from '../../users/tables.js';

/**
 * The camp exams a learner has passed (by the exam's grading method), as the camps area records them
 * when it hears of a grade: what an `exam` plan item's progress reads. A pass once recorded stays,
 * as a learned section does.
 */
export const trainingExamPasses = pgTable(
  'training_exam_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.examId] })],
);
