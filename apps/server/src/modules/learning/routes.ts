import {
  coursePpt,
  entLearnDurationSave,
  entLearnPlayDetail,
  entVodPlaySts,
  learnDurationSave,
  learnLearningList,
  learnPlayDetail,
  learnPlayPresence,
  learnUserCourseList,
  learnUserData,
  trainingCourseLearnSave,
  trainingCoursePlay,
  trainingTrialLearnSave,
  trainingTrialPlay,
  vodPlaySts,
  vodPlayStsTraining,
  youkeCoursePlayDetail,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint, type Session } from '../../platform/http/index.js';
import { type MediaStorage, publishDemoMedia } from '../../platform/storage/index.js';
import { type Clock, recordCourseProgress, systemClock } from '../camps/index.js';
import { cachedCourseFacts, type LearnerFlagsReader } from '../catalog/index.js';
import { issueCampPlayAddress, loadCampPlayDetail, loadTrialPlayDetail } from './camp-play.js';
import { createCourseAccessReader } from './course-access.js';
import { pageOwnedCourses, pageRecentStudy } from './course-lists.js';
import { issueEnterprisePlayAddress, loadEnterprisePlayDetail } from './enterprise-play.js';
import { loadLearnerTotals } from './learner-totals.js';
import { type ReplayAudience, registerMediaKeyRoute } from './media-key.js';
import { createPlaySigning, issuePlayAddress, listSlides } from './play-address.js';
import { loadCoursePlayDetail } from './play-detail.js';
import { answerPresence } from './presence.js';
import { createHeartbeatSaver } from './save-heartbeat.js';
import { registerMediaRoute } from './serve-media.js';

/**
 * Playback of courses, of camps' courses and in the enterprise area (signed media, slides), progress
 * heartbeats and the learner's own study lists.
 */
export async function registerLearningRoutes(
  app: FastifyInstance,
  context: AppContext,
  {
    media,
    campClock = systemClock,
    learnerFlags,
    onEnterprisePlay,
    replayAudience,
  }: {
    media: MediaStorage;
    campClock?: Clock | undefined;
    /** The catalog's learner flags, with the enterprise's licensing rule in them (built in app.ts). */
    learnerFlags: LearnerFlagsReader;
    /** What the enterprise area records when its player opens (seat activation, task progress). */
    onEnterprisePlay: (session: Session, courseId: number, taskId: number | undefined) => Promise<void>;
    /** Whether a learner is still in a live's audience: its replay's key call asks at every fetch. */
    replayAudience: ReplayAudience;
  },
): Promise<void> {
  const { config, db, database, routes, cache } = context;
  const secret = config.MEDIA_SIGNING_SECRET;
  const signing = createPlaySigning(secret, cache);
  if (config.SEED_DEMO) await publishDemoMedia(media);
  // Entitlement reads the catalog's public course facts through a cache of its own (decision 0007),
  // cleared with the catalogue's by every content change (decision 0040).
  const accessOf = createCourseAccessReader(db, cachedCourseFacts(db, routes.contentCaches), learnerFlags);
  // A learned section moves the progress of the learner's camps that teach its course.
  const heartbeats = createHeartbeatSaver(database, secret, (userId, courseId) =>
    recordCourseProgress(database, campClock, userId, courseId),
  );
  app.addHook('onClose', () => heartbeats.drain());

  registerEndpoint(app, routes, learnPlayDetail, ({ body, session }) =>
    loadCoursePlayDetail(db, accessOf, session, 'main', body),
  );
  registerEndpoint(app, routes, youkeCoursePlayDetail, ({ body, session }) =>
    loadCoursePlayDetail(db, accessOf, session, 'youke', body),
  );
  registerEndpoint(app, routes, vodPlaySts, ({ body, session }) =>
    issuePlayAddress(db, accessOf, signing, session, body),
  );
  registerEndpoint(app, routes, trainingCoursePlay, ({ body, session }) =>
    loadCampPlayDetail(db, campClock, session, body),
  );
  registerEndpoint(app, routes, trainingTrialPlay, ({ body, session }) =>
    loadTrialPlayDetail(db, campClock, session, body),
  );
  // The camp players' heartbeats: the same saver, the play token proving which section they record.
  for (const campSave of [trainingCourseLearnSave, trainingTrialLearnSave]) {
    registerEndpoint(app, routes, campSave, ({ body, session }) => heartbeats.saveHeartbeat(session, body));
  }
  registerEndpoint(app, routes, vodPlayStsTraining, ({ body, session }) =>
    issueCampPlayAddress(db, campClock, signing, session, body),
  );
  registerEndpoint(app, routes, coursePpt, ({ body, session }) =>
    listSlides(db, accessOf, secret, session, body.id),
  );
  registerEndpoint(app, routes, learnDurationSave, ({ body, session }) =>
    heartbeats.saveHeartbeat(session, body),
  );
  // Every player's presence check (course, camp, enterprise, replay): the play token says which play.
  registerEndpoint(app, routes, learnPlayPresence, ({ body, session }) =>
    answerPresence(secret, signing.idleClocks, session, body),
  );
  registerEndpoint(app, routes, entLearnPlayDetail, async ({ body, session }) => {
    const detail = await loadEnterprisePlayDetail(db, accessOf, session, body);
    await onEnterprisePlay(session, body.courseId, body.taskId);
    return detail;
  });
  registerEndpoint(app, routes, entVodPlaySts, ({ body, session }) =>
    issueEnterprisePlayAddress(db, accessOf, signing, session, body),
  );
  // A play token proves the right to record its section, whichever site issued it: one saver for both.
  registerEndpoint(app, routes, entLearnDurationSave, ({ body, session }) =>
    heartbeats.saveHeartbeat(session, body),
  );
  registerEndpoint(app, routes, learnUserData, ({ body, session }) =>
    loadLearnerTotals(db, session.userId, body.month),
  );
  registerEndpoint(app, routes, learnLearningList, ({ body, session }) =>
    pageRecentStudy(db, session.userId, body),
  );
  registerEndpoint(app, routes, learnUserCourseList, ({ body, session }) =>
    pageOwnedCourses(db, session.userId, body),
  );
  registerMediaRoute(app, context, media);
  registerMediaKeyRoute(app, context, accessOf, campClock, replayAudience);
}
