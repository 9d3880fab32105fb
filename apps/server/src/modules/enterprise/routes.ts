import {
  entCourseBundleCatalog,
  entCourseCatalog,
  entCourseCategoryDrop,
  entCourseDetail,
  entCourseList,
  entCourseTeacherDetail,
  entHomeLearnUserRank,
  entHomeStatistics,
  entLearnLearningListAll,
  entLearnLearningTop,
  entTaskDetail,
  entTaskListPc,
  entTopicCourseList,
  entTopicList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint, type Session } from '../../platform/http/index.js';
import { type EnterpriseAdminDeps, registerEnterpriseAdminRoutes } from './admin-routes.js';
import {
  createRankReader,
  createStatisticsReader,
  listTopLearners,
  loadStatistics,
  pageLearningRecord,
} from './learning-centre.js';
import {
  loadLibraryBundleCatalog,
  loadLibraryCatalog,
  loadLibraryDetail,
  loadLibraryLecturer,
} from './library-detail.js';
import { listCategories, pageLibrary } from './library-list.js';
import { asEnterprise, type LearnerScope, scopeOf } from './scope.js';
import { scheduleStudyRollup } from './study-rollup.js';
import { loadLearnerTask, pageLearnerTasks } from './tasks.js';
import { loadTopicCourses, pageTopics } from './topics.js';

/**
 * The enterprise learning centre: library, topics, tasks and the learning centre's figures. Every
 * handler starts from `scopeOf(session)`: the enterprise is the session's, never the request's.
 * Then the enterprise admin's console calls.
 */
export function registerEnterpriseRoutes(
  app: FastifyInstance,
  context: AppContext,
  adminDeps: EnterpriseAdminDeps,
): void {
  const { db, jobs, routes } = context;
  scheduleStudyRollup(jobs, db);
  // Every call's statements run bound by the enterprise's row-level security (the second wall).
  const within = <T>(session: Session, work: (tx: typeof db, scope: LearnerScope) => Promise<T>) => {
    const scope = scopeOf(session);
    return asEnterprise(db, scope, (tx) => work(tx, scope));
  };

  registerEndpoint(app, routes, entCourseCategoryDrop, ({ session }) => within(session, listCategories));
  registerEndpoint(app, routes, entCourseList, ({ body, session }) =>
    within(session, (tx, scope) => pageLibrary(tx, scope, body)),
  );
  registerEndpoint(app, routes, entCourseDetail, ({ body, session }) =>
    within(session, (tx, scope) => loadLibraryDetail(tx, scope, body)),
  );
  registerEndpoint(app, routes, entCourseCatalog, ({ body, session }) =>
    within(session, (tx, scope) => loadLibraryCatalog(tx, scope, body.id)),
  );
  registerEndpoint(app, routes, entCourseBundleCatalog, ({ body, session }) =>
    within(session, (tx, scope) => loadLibraryBundleCatalog(tx, scope, body.id)),
  );
  registerEndpoint(app, routes, entCourseTeacherDetail, ({ body, session }) =>
    within(session, (tx, scope) => loadLibraryLecturer(tx, scope, body.id)),
  );
  registerEndpoint(app, routes, entTopicList, ({ body, session }) =>
    within(session, (tx, scope) => pageTopics(tx, scope, body)),
  );
  registerEndpoint(app, routes, entTopicCourseList, ({ body, session }) =>
    within(session, (tx, scope) => loadTopicCourses(tx, scope, body.id)),
  );
  const readStatistics = createStatisticsReader(db, routes.contentCaches);
  registerEndpoint(app, routes, entHomeStatistics, ({ session }) =>
    readStatistics(scopeOf(session), () => within(session, (tx, scope) => loadStatistics(tx, scope))),
  );
  registerEndpoint(app, routes, entLearnLearningTop, ({ body, session }) =>
    within(session, (tx, scope) => listTopLearners(tx, scope, body.limit)),
  );
  const loadLearnerRank = createRankReader();
  registerEndpoint(app, routes, entHomeLearnUserRank, ({ session }) => within(session, loadLearnerRank));
  registerEndpoint(app, routes, entLearnLearningListAll, ({ body, session }) =>
    within(session, (tx, scope) => pageLearningRecord(tx, scope, body)),
  );
  registerEndpoint(app, routes, entTaskListPc, ({ body, session }) =>
    within(session, (tx, scope) => pageLearnerTasks(tx, scope, body)),
  );
  registerEndpoint(app, routes, entTaskDetail, ({ body, session }) =>
    within(session, (tx, scope) => loadLearnerTask(tx, scope, body.id)),
  );
  registerEnterpriseAdminRoutes(app, context, adminDeps);
}
