import {
  adminExamList,
  adminExamOwners,
  adminExamSave,
  adminGradingDetail,
  adminGradingGrade,
  adminGradingQueue,
  adminPaperList,
  adminPaperSave,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  type CampDirectory,
  listAdminExams,
  listExamOwners,
  listPapers,
  saveExam,
  savePaperSetup,
} from './console-exams.js';
import type { ExamEvents } from './exam-events.js';
import { recordGrades } from './grade-short-answers.js';
import { pageGradingQueue, readGradingAttempt } from './grading-queue.js';
import { announceGraded } from './submit-attempt.js';

/**
 * The console's exam calls: papers and exams (`exams.read`/`exams.write`) and the grading queue
 * (`exams.grade`). A grade that makes a result final is announced once the audited transaction has
 * committed, so listeners never hear of a grade that was rolled back.
 */
export function registerExamConsoleCalls(
  app: FastifyInstance,
  { db, routes }: AppContext,
  events: ExamEvents,
  camps: CampDirectory,
): void {
  registerEndpoint(app, routes, adminPaperList, () => listPapers(db));
  registerEndpoint(app, routes, adminPaperSave, ({ body, tx, audit }) => savePaperSetup(tx, body, audit));
  registerEndpoint(app, routes, adminExamList, ({ body }) => listAdminExams(db, camps, body));
  registerEndpoint(app, routes, adminExamSave, ({ body, tx, audit }) => saveExam(tx, camps, body, audit));
  registerEndpoint(app, routes, adminExamOwners, () => listExamOwners(db, camps));
  registerEndpoint(app, routes, adminGradingQueue, ({ body }) => pageGradingQueue(db, body));
  registerEndpoint(app, routes, adminGradingDetail, ({ body }) => readGradingAttempt(db, body.attemptId));
  registerEndpoint(app, routes, adminGradingGrade, async ({ body, tx, audit, afterCommit }) => {
    const before = await readGradingAttempt(tx, body.attemptId);
    const graded = await recordGrades(tx, body.attemptId, body.grades);
    const after = await readGradingAttempt(tx, body.attemptId);
    const scores = (attempt: typeof before) => ({
      status: attempt.status,
      score: attempt.score,
      items: attempt.items.map(({ questionId, awarded, comment }) => ({ questionId, awarded, comment })),
    });
    audit({ entity: 'exam_attempt', entityId: body.attemptId, before: scores(before), after: scores(after) });
    if (graded) afterCommit(() => announceGraded(db, events, graded));
    return after;
  });
}
