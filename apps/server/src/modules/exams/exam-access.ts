import type { ExamPhase, ExamScope } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';

const { exams, trainingUsers } = tables;

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

/**
 * The exam as the learner of `session` may see it on `site`: an enterprise's exam only to its own
 * learners on the enterprise site (to anyone else it does not exist), a camp's exam only to learners
 * enrolled in the camp.
 */
export async function loadExamFor(db: Database, site: ExamSite, session: Session, examId: number) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam || !reachableOn(site, session, exam)) throw new AppError('EXAM_NOT_FOUND');
  if (exam.trainingId !== null) {
    const [enrolment] = await db
      .select({ id: trainingUsers.id })
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.trainingId, exam.trainingId)))
      .limit(1);
    if (!enrolment) throw new AppError('EXAM_NOT_ENROLLED');
  }
  return exam;
}

function reachableOn(site: ExamSite, session: Session, exam: ExamRow): boolean {
  if (site === 'enterprise') return exam.entId !== null && exam.entId === session.entId;
  return exam.entId === null;
}
