import type { ExamPhase, ExamScope } from '@zhixue/contract';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { exams, examAttempts } = tables;

export type ExamRow = typeof exams.$inferSelect;

/** Which site asks: the main site serves camp and open exams, the enterprise site its own exams. */
export type ExamSite = 'main' | 'enterprise';

export function scopeOf(exam: Pick<ExamRow, 'trainingId' | 'entId'>): ExamScope {
  if (exam.entId !== null) return 'enterprise';
  return exam.trainingId !== null ? 'camp' : 'open';
}

export function phaseOf(exam: Pick<ExamRow, 'opensAt' | 'closesAt'>, now = Date.now()): ExamPhase {
  if (now < exam.opensAt.getTime()) return 'upcoming';
  return now < exam.closesAt.getTime() ? 'open' : 'closed';
}

/** The exam as a learner may sit it, with the learner's attempts of it, oldest first. */
export interface Sitting {
  exam: ExamRow;
  attempts: Array<typeof examAttempts.$inferSelect>;
  /** The learner's enrolment in the camp of a camp exam (null for other exams). */
  enrolmentId: number | null;
}

/**
 * The camps area's enrolment rule as an SQL expression: the learner's enrolment in the camp, null when
 * not enrolled. Camps sit above exams (a camp's plan counts its exams' passes), so app.ts hands it in.
 */
export type CampEnrolment = (userId: SQLWrapper, trainingId: SQLWrapper) => SQL<number | null>;

/**
 * The exam, whether the learner may sit it and the learner's attempts in one statement, prepared once
 * per database: thousands of candidates open one exam at its start.
 */
function prepareSitting(db: Database, enrolledInCamp: CampEnrolment) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      exam: exams,
      enrolmentId: enrolledInCamp(userId, exams.trainingId),
      attempt: examAttempts,
    })
    .from(exams)
    .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.userId, userId)))
    .where(eq(exams.id, sql.placeholder('examId')))
    .orderBy(asc(examAttempts.attemptNo))
    .prepare('exam_sitting');
}

/**
 * The exam as the learner of `session` may see it on `site`, with the learner's attempts: an
 * enterprise's exam only to its own learners on the enterprise site (to anyone else it does not
 * exist), a camp's exam only to learners enrolled in the camp.
 */
export type SittingLoader = (
  db: Database,
  site: ExamSite,
  session: Session,
  examId: number,
) => Promise<Sitting>;

/** The loader of sittings with the camps' enrolment rule in its statement; routes make one. */
export function createSittingLoader(enrolledInCamp: CampEnrolment): SittingLoader {
  const sittingOf = preparedPerDatabase((db: Database) => prepareSitting(db, enrolledInCamp));
  return async function loadSitting(db, site, session, examId) {
    const rows = await sittingOf(db).execute({ examId, userId: session.userId });
    const exam = rows[0]?.exam;
    if (!exam || !reachableOn(site, session, exam)) throw new AppError('EXAM_NOT_FOUND');
    const enrolmentId = rows[0]?.enrolmentId ?? null;
    if (exam.trainingId !== null && enrolmentId === null) throw new AppError('EXAM_NOT_ENROLLED');
    return {
      exam,
      attempts: rows.flatMap(({ attempt }) => (attempt ? [attempt] : [])),
      enrolmentId: exam.trainingId === null ? null : enrolmentId,
    };
  };
}

function reachableOn(site: ExamSite, session: Session, exam: ExamRow): boolean {
  if (site === 'enterprise') return exam.entId !== null && exam.entId === session.entId;
  return exam.entId === null;
}
