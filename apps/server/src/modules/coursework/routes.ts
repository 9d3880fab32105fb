import {
  adminCourseworkAssignmentCreate,
  adminCourseworkAssignmentList,
  adminCourseworkCommentRemove,
  adminCourseworkPlanItems,
  adminCourseworkRelease,
  adminCourseworkReview,
  adminCourseworkSubmissionList,
  courseworkCollect,
  courseworkCommentRemove,
  courseworkCommentSave,
  courseworkDetail,
  courseworkEdit,
  courseworkLike,
  courseworkRemove,
  courseworkSave,
  courseworkUserDetail,
  courseworkUserDetailV2,
  courseworkUserListV2,
  userCourseworkCollectionList,
  userCourseworkList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { type Clock, recordPlanItemProgress } from '../camps/index.js';
import { notify } from '../messages/index.js';
import { createAssignment, listOpenPlanItems, pageAssignments } from './admin-assignments.js';
import {
  pageSubmissions,
  type ReviewOutcome,
  releaseReview,
  removeAnyComment,
  reviewSubmission,
} from './admin-review.js';
import { findAssignment } from './assignments.js';
import { type FileLinks, registerFileRoute } from './coursework-files.js';
import { pageCollectedWorks, pageMyCoursework } from './personal-lists.js';
import { removeOwnComment, saveComment, setCollected, setLike } from './reactions.js';
import {
  editWork,
  loadCourseworkDetail,
  loadOwnSubmission,
  removeWork,
  saveWork,
  type WorkDeps,
} from './save-work.js';
import { registerFileUpload } from './upload-file.js';
import { loadWork, pageWorks } from './works.js';

/**
 * Coursework: the learner's calls (`/api/front/coursework/*`, comments under
 * `/api/front/training/v2/coursework/*`, the personal centre's two lists), the file upload and signed
 * file route, and the console's assignments and review.
 */
export function registerCourseworkRoutes(
  app: FastifyInstance,
  context: AppContext,
  { storage, campClock }: { storage: MediaStorage; campClock: Clock },
): void {
  const { db, routes, config } = context;
  const signingSecret = config.MEDIA_SIGNING_SECRET;
  const deps: WorkDeps = { db, signingSecret, campClock };
  const links: FileLinks = { db, storage, signingSecret };
  registerFileUpload(app, context, links);
  registerFileRoute(app, links);

  registerEndpoint(app, routes, courseworkDetail, ({ body, session }) =>
    loadCourseworkDetail(deps, session.userId, body.id),
  );
  registerEndpoint(app, routes, courseworkSave, ({ body, session }) => saveWork(deps, session.userId, body));
  registerEndpoint(app, routes, courseworkEdit, ({ body, session }) => editWork(deps, session.userId, body));
  registerEndpoint(app, routes, courseworkRemove, ({ body, session }) =>
    removeWork(deps, session.userId, body.id),
  );
  registerEndpoint(app, routes, courseworkUserDetail, ({ body, session }) =>
    loadOwnSubmission(deps, session.userId, body.assignmentId),
  );
  registerEndpoint(app, routes, courseworkUserDetailV2, ({ body, session }) =>
    loadWork(deps, session.userId, body.id),
  );
  registerEndpoint(app, routes, courseworkUserListV2, ({ body, session }) =>
    pageWorks(deps, session.userId, body),
  );
  registerEndpoint(app, routes, courseworkLike, ({ body, session }) =>
    setLike(db, session.userId, body.id, body.liked),
  );
  registerEndpoint(app, routes, courseworkCollect, ({ body, session }) =>
    setCollected(db, session.userId, body.id, body.collected),
  );
  registerEndpoint(app, routes, courseworkCommentSave, ({ body, session }) =>
    saveComment(db, session.userId, body.workId, body.content),
  );
  registerEndpoint(app, routes, courseworkCommentRemove, ({ body, session }) =>
    removeOwnComment(db, session.userId, body.id),
  );
  registerEndpoint(app, routes, userCourseworkList, ({ body, session }) =>
    pageMyCoursework(db, session.userId, body),
  );
  registerEndpoint(app, routes, userCourseworkCollectionList, ({ body, session }) =>
    pageCollectedWorks(db, session.userId, body),
  );

  registerEndpoint(app, routes, adminCourseworkAssignmentList, ({ body }) => pageAssignments(db, body));
  registerEndpoint(app, routes, adminCourseworkPlanItems, () => listOpenPlanItems(db));
  registerEndpoint(app, routes, adminCourseworkAssignmentCreate, ({ body, tx, audit }) =>
    createAssignment(tx, body, audit),
  );
  registerEndpoint(app, routes, adminCourseworkSubmissionList, ({ body }) =>
    pageSubmissions(db, signingSecret, body),
  );
  registerEndpoint(app, routes, adminCourseworkReview, async ({ body, tx, audit, operator, afterCommit }) => {
    const outcome = await reviewSubmission(tx, signingSecret, operator.id, body, audit);
    afterCommit(() => afterReview(deps, outcome, false));
    return outcome.submission;
  });
  registerEndpoint(app, routes, adminCourseworkRelease, async ({ body, tx, audit, afterCommit }) => {
    const outcome = await releaseReview(tx, signingSecret, body.id, audit);
    afterCommit(() => afterReview(deps, outcome, true));
    return outcome.submission;
  });
  registerEndpoint(app, routes, adminCourseworkCommentRemove, ({ body, tx, audit }) =>
    removeAnyComment(tx, body.id, audit),
  );
}

/**
 * Once a review is committed: camp progress follows a change of counting, and a released review
 * tells the learner (its dedupe key names the release, so a retried call notifies once).
 */
async function afterReview({ db, campClock }: WorkDeps, outcome: ReviewOutcome, released: boolean) {
  const assignment = await findAssignment(db, outcome.assignmentId);
  if (!assignment) return;
  if (outcome.countingChanged)
    await recordPlanItemProgress(db, campClock, outcome.userId, assignment.planItemId);
  const { submission } = outcome;
  if (released && submission.score !== null && submission.releasedAt !== null) {
    await notify(db, 'courseworkReviewed', {
      userId: outcome.userId,
      dedupeKey: `coursework-review:${submission.id}:${submission.releasedAt}`,
      params: { assignmentId: assignment.id, assignmentTitle: assignment.title, score: submission.score },
    });
  }
}
