import {
  entExamDetail,
  entExamList,
  entExamPaperDetail,
  entExamPaperSave,
  examDetail,
  examPaperDetail,
  examPaperSave,
  userExamList,
} from '@zhixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { describeDevice } from '../../platform/format/index.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { type ExamDeps, loadAttemptPaper, loadExamDetail } from './attempt-paper.js';
import { registerQuestionBankRoutes } from './bank-routes.js';
import { registerExamConsoleCalls } from './console-calls.js';
import type { CampDirectory } from './console-exams.js';
import { createDeadlineScheduler, defineDeadlineQueue } from './deadline-job.js';
import { type CampEnrolment, createSittingLoader, type ExamSite } from './exam-access.js';
import type { ExamEvents } from './exam-events.js';
import { pageEnterpriseExams, pageOwnExams } from './exam-lists.js';
import { defineGradedSweep } from './graded-sweep.js';
import { notifyGraded } from './notify-graded.js';
import { createPaperSaver } from './save-answers.js';

/** The asking browser in words, for the grader: the id alone says nothing to a person. */
function deviceNameOf(request: FastifyRequest): string {
  return describeDevice(request.headers['user-agent'] ?? '');
}

/**
 * Exams on both sites: the same three calls under /api/front (camp and open exams) and under
 * /api/ent/front (the session's enterprise's exams), the learner's own list, and the console's calls.
 */
export function registerExamRoutes(
  app: FastifyInstance,
  context: AppContext,
  {
    events,
    enrolledInCamp,
    campDirectory,
  }: {
    events: ExamEvents;
    /** Whether the learner is enrolled in a camp exam's camp: the camps area's rule (camps sit above). */
    enrolledInCamp: CampEnrolment;
    /** The camps an exam can belong to, for the console (camps sit above). */
    campDirectory: CampDirectory;
  },
) {
  const { db, database, jobs, routes } = context;
  events.onGraded((attempt) => notifyGraded(db, attempt));
  defineDeadlineQueue(jobs, db, events);
  defineGradedSweep(jobs, db, events);
  const deadlines = createDeadlineScheduler(jobs, database.kind);
  const deps: ExamDeps = {
    db,
    loadSitting: createSittingLoader(enrolledInCamp),
    scheduleDeadline: deadlines.schedule,
    events,
  };
  const saves = createPaperSaver(database, events);
  app.addHook('onClose', () => Promise.all([saves.drain(), deadlines.drain()]));

  const sites = [
    { site: 'main', detail: examDetail, paper: examPaperDetail, save: examPaperSave },
    { site: 'enterprise', detail: entExamDetail, paper: entExamPaperDetail, save: entExamPaperSave },
  ] as const satisfies ReadonlyArray<{ site: ExamSite } & Record<string, unknown>>;
  for (const { site, detail, paper, save } of sites) {
    registerEndpoint(app, routes, detail, ({ body, session }) =>
      loadExamDetail(deps, site, session, body.id),
    );
    registerEndpoint(app, routes, paper, ({ body, session, request }) =>
      loadAttemptPaper(deps, site, session, body, { id: body.deviceId, name: deviceNameOf(request) }),
    );
    registerEndpoint(app, routes, save, ({ body, session, request }) =>
      saves.savePaper(site, session, body, deviceNameOf(request)),
    );
  }
  registerEndpoint(app, routes, userExamList, ({ body, session }) => pageOwnExams(db, session.userId, body));
  registerEndpoint(app, routes, entExamList, ({ body, session }) =>
    // The enterprise endpoint's access makes sure the session has an enterprise.
    pageEnterpriseExams(db, session.userId, session.entId ?? 0, body),
  );
  registerExamConsoleCalls(app, context, events, campDirectory);
  registerQuestionBankRoutes(app, context);
}
