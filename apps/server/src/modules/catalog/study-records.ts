import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';

/**
 * What the learning area records of a learner's study, as the catalogue's course pages show it: which
 * courses the learner holds and where they stand in one. Learning decides playback from the
 * catalogue's facts, so it sits above the catalogue and app.ts hands its records in. The SQL members
 * go into the one prepared learner-flags statement.
 */
export interface StudyRecords {
  /** The learner holds one of `courseIds` (an integer[] expression): bought or granted. */
  holdsOneOf(userId: SQLWrapper, courseIds: SQL): SQL;
  /** The learner has studied the course. */
  studied(userId: SQLWrapper, courseId: SQLWrapper): SQL;
  /** The section the learner studied last in the course, null when none. */
  lastSectionOf(userId: SQLWrapper, courseId: SQLWrapper): SQL;
  /** Ids of the course's sections the learner finished. */
  finishedSections(db: Database, userId: number, courseId: number): Promise<Set<number>>;
}

/**
 * What the learning area records of learners' progress in a course's sections, as the console's
 * outline shows it and guards its deletions with (handed in by app.ts, as StudyRecords is).
 */
export interface SectionProgress {
  /** How many learners have progress in each section of the course, by section id. */
  learnersBySection(db: Database, courseId: number): Promise<Map<number, number>>;
  /** Whether any learner has progress in one of the sections. */
  anyProgressIn(db: Database, sectionIds: number[]): Promise<boolean>;
}
