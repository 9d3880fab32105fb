import type { AttemptPaper, ExamDetail } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type DeadlineScheduler, settleOverdue } from './deadline-job.js';
import type { ExamSite, SittingLoader } from './exam-access.js';
import { presentExamDetail } from './exam-cards.js';
import type { ExamEvents } from './exam-events.js';
import { presentPaper } from './paper-view.js';
import { type AskingDevice, startOrResume } from './start-attempt.js';

export interface ExamDeps {
  db: Database;
  loadSitting: SittingLoader;
  scheduleDeadline: DeadlineScheduler;
  events: ExamEvents;
}

/** `exam/detail`: the exam with the learner's attempts (an overdue one submitted first). */
export async function loadExamDetail(
  { db, loadSitting, events }: ExamDeps,
  site: ExamSite,
  session: Session,
  examId: number,
): Promise<ExamDetail> {
  const sitting = await settleOverdue(db, events, await loadSitting(db, site, session, examId));
  return presentExamDetail(db, sitting);
}

/**
 * `exam/paper/detail`: one of the learner's attempts of the exam when `attemptId` is given (the
 * result page), otherwise the attempt in progress, resumed with its answers and the time left, or a
 * new one.
 */
export async function loadAttemptPaper(
  { db, loadSitting, scheduleDeadline, events }: ExamDeps,
  site: ExamSite,
  session: Session,
  request: { id: number; attemptId?: number | undefined },
  device: AskingDevice,
): Promise<AttemptPaper> {
  const sitting = await settleOverdue(db, events, await loadSitting(db, site, session, request.id));
  if (request.attemptId === undefined)
    return startOrResume(db, scheduleDeadline, sitting, session.userId, device);
  const attempt = sitting.attempts.find((each) => each.id === request.attemptId);
  if (!attempt) throw new AppError('EXAM_ATTEMPT_NOT_FOUND');
  return presentPaper(db, sitting.exam, attempt);
}
