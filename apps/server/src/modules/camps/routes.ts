import {
  adminCampCheckinCode,
  adminCampCheckinSessions,
  adminCampCreate,
  adminCampEnrolmentRemove,
  adminCampEnrolmentTransfer,
  adminCampList,
  adminCampPlan,
  adminCampPlanSave,
  adminCampTermBoard,
  adminCampTermCreate,
  adminCampTermExport,
  adminCampTermExportFile,
  adminCampTermExportState,
  adminCampTermList,
  adminCampTermUpdate,
  adminCampUpdate,
  homeTrainingAllList,
  homeTrainingList,
  searchTrainingList,
  seesLearnerPhones,
  trainingCheckin,
  trainingOfflineDetail,
  trainingOfflineList,
  trainingOnlineDetail,
  trainingOnlineList,
  trainingTrialDetail,
  trainingTrialList,
  trainingTrialUserDetail,
  trainingUserCert,
  trainingUserDetail,
  trainingUserList,
  trainingUserProgress,
  trainingUserRank,
  trainingWaitlistJoin,
  trainingWaitlistLeave,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { createCamp, pageCamps, updateCamp } from './admin-camps.js';
import { loadCampPlan, saveCampPlan } from './admin-plan.js';
import {
  createTerm,
  listCheckinSessions,
  listTerms,
  loadTermBoard,
  removeEnrolment,
  transferEnrolment,
  updateTerm,
} from './admin-terms.js';
import { loadOfflineCamp, loadOnlineCamp, loadTrialCamp } from './camp-details.js';
import { checkIn, checkinCode } from './checkin.js';
import { checkinKey } from './checkin-token.js';
import {
  loadEnrolment,
  loadEnrolmentCertificate,
  loadEnrolmentProgress,
  loadTrialEnrolment,
  type PlanItemRecords,
  pageEnrolments,
} from './enrolments.js';
import { createRankBoard } from './rank.js';
import { defineTermExport, startTermExport, termExportFile, termExportState } from './term-export.js';
import { type Clock, systemClock } from './term-status.js';
import { listAllTrainings, pageTrainings } from './training-cards.js';
import { joinWaitlist, leaveWaitlist, type OpenTermOrder, scheduleOfferSweep } from './waitlist.js';

export interface CampDeps {
  /** Private storage: where the term boards' exports are kept (only their makers fetch them). */
  media: MediaStorage;
  clock?: Clock;
  /** What learning and coursework record of the learner's plan items (both sit above camps). */
  planItemRecords: PlanItemRecords;
  /** Whether the learner holds an open order of a term, as the orders area keeps them. */
  holdsOpenTermOrder: OpenTermOrder;
}

/**
 * Camps: lists, the three kinds of camp page, full terms' waiting lists, and the learner's enrolments,
 * plans, progress, rank and certificate.
 */
export function registerCampRoutes(
  app: FastifyInstance,
  { config, db, database, jobs, routes }: AppContext,
  { media, clock = systemClock, planItemRecords, holdsOpenTermOrder }: CampDeps,
): void {
  registerEndpoint(app, routes, homeTrainingAllList, ({ body }) => listAllTrainings(db, body.limit));
  registerEndpoint(app, routes, homeTrainingList, ({ body }) => pageTrainings(db, body));
  registerEndpoint(app, routes, searchTrainingList, ({ body }) => pageTrainings(db, body));
  registerEndpoint(app, routes, trainingOnlineList, ({ body }) =>
    pageTrainings(db, { ...body, kind: 'online' }),
  );
  registerEndpoint(app, routes, trainingOfflineList, ({ body }) =>
    pageTrainings(db, { ...body, kind: 'offline' }),
  );
  registerEndpoint(app, routes, trainingTrialList, ({ body }) =>
    pageTrainings(db, { ...body, kind: 'trial' }),
  );
  registerEndpoint(app, routes, trainingOnlineDetail, ({ body, session }) =>
    loadOnlineCamp(db, clock, session, body.id),
  );
  registerEndpoint(app, routes, trainingOfflineDetail, ({ body, session }) =>
    loadOfflineCamp(db, clock, session, body.id),
  );
  registerEndpoint(app, routes, trainingTrialDetail, ({ body, session }) =>
    loadTrialCamp(db, session, body.id),
  );
  registerEndpoint(app, routes, trainingTrialUserDetail, ({ body, session }) =>
    loadTrialEnrolment(db, clock, planItemRecords, session.userId, body.id),
  );
  registerEndpoint(app, routes, trainingUserList, ({ body, session }) =>
    pageEnrolments(db, clock, session.userId, body),
  );
  registerEndpoint(app, routes, trainingUserDetail, ({ body, session }) =>
    loadEnrolment(db, clock, planItemRecords, session.userId, body.trainingUserId),
  );
  registerEndpoint(app, routes, trainingUserProgress, ({ body, session }) =>
    loadEnrolmentProgress(db, clock, planItemRecords, session.userId, body.trainingUserId),
  );
  registerEndpoint(app, routes, trainingUserCert, ({ body, session }) =>
    loadEnrolmentCertificate(db, clock, planItemRecords, session.userId, body.trainingUserId),
  );
  registerEndpoint(app, routes, trainingWaitlistJoin, ({ body, session }) =>
    joinWaitlist(db, { clock, holdsOpenTermOrder }, session.userId, body.termId),
  );
  registerEndpoint(app, routes, trainingWaitlistLeave, ({ body, session }) =>
    leaveWaitlist(db, session.userId, body.termId),
  );
  scheduleOfferSweep(jobs, db);
  const checkinKeyOf = checkinKey(config.OPERATOR_SECRET);
  registerEndpoint(app, routes, trainingCheckin, ({ body, session }) =>
    checkIn(db, clock, checkinKeyOf, session.userId, body),
  );
  registerEndpoint(app, routes, adminCampCheckinCode, ({ body }) =>
    checkinCode(db, clock, checkinKeyOf, config.SITE_URL, body),
  );
  registerEndpoint(app, routes, adminCampCheckinSessions, ({ body }) => listCheckinSessions(db, body));
  registerEndpoint(app, routes, adminCampList, ({ body }) => pageCamps(db, body));
  registerEndpoint(app, routes, adminCampCreate, ({ body, tx, audit }) => createCamp(tx, body, audit));
  registerEndpoint(app, routes, adminCampUpdate, ({ body, tx, audit }) => updateCamp(tx, body, audit));
  registerEndpoint(app, routes, adminCampPlan, ({ body }) => loadCampPlan(db, body.trainingId));
  registerEndpoint(app, routes, adminCampPlanSave, ({ body, tx, audit }) => saveCampPlan(tx, body, audit));
  registerEndpoint(app, routes, adminCampTermList, ({ body }) => listTerms(db, clock, body.trainingId));
  registerEndpoint(app, routes, adminCampTermCreate, ({ body, tx, audit }) =>
    createTerm(tx, clock, body, audit),
  );
  registerEndpoint(app, routes, adminCampTermUpdate, ({ body, tx, audit }) =>
    updateTerm(tx, clock, body, audit),
  );
  registerEndpoint(app, routes, adminCampTermBoard, ({ body }) => loadTermBoard(db, clock, body.termId));
  defineTermExport(jobs, db, media);
  registerEndpoint(app, routes, adminCampTermExport, ({ body, tx, operator, audit }) =>
    startTermExport(
      jobs,
      {
        tx,
        operatorId: operator.id,
        showPhones: seesLearnerPhones(operator.role),
        audit,
      },
      body.termId,
    ),
  );
  registerEndpoint(app, routes, adminCampTermExportState, ({ body, operator }) =>
    termExportState(db, operator.id, body.jobId),
  );
  registerEndpoint(app, routes, adminCampTermExportFile, ({ body, operator }) =>
    termExportFile(db, media, operator.id, body.jobId),
  );
  registerEndpoint(app, routes, adminCampEnrolmentTransfer, ({ body, tx, audit }) =>
    transferEnrolment(tx, body, audit),
  );
  registerEndpoint(app, routes, adminCampEnrolmentRemove, ({ body, tx, audit }) =>
    removeEnrolment(tx, body.trainingUserId, audit),
  );
  const rankBoard = createRankBoard(database);
  registerEndpoint(app, routes, trainingUserRank, ({ body, session }) =>
    rankBoard.loadRank(db, session.userId, body.trainingUserId),
  );
}
