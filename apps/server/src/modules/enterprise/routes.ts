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
import { registerEndpoint } from '../../platform/http/index.js';
import { cachedCourseFacts } from '../catalog/index.js';
import { listTopLearners, loadLearnerRank, loadStatistics, pageLearningRecord } from './learning-centre.js';
import {
  loadLibraryBundleCatalog,
  loadLibraryCatalog,
  loadLibraryDetail,
  loadLibraryLecturer,
} from './library-detail.js';
import { listCategories, pageLibrary } from './library-list.js';
import { scopeOf } from './scope.js';
import { scheduleStudyRollup } from './study-rollup.js';
import { loadLearnerTask, pageLearnerTasks } from './tasks.js';
import { loadTopicCourses, pageTopics } from './topics.js';

/**
 * The enterprise learning centre: library, topics, tasks and the learning centre's figures. Every
 * handler starts from `scopeOf(session)`: the enterprise is the session's, never the request's.
 */
export function registerEnterpriseRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, jobs, routes } = context;
  const factsOf = cachedCourseFacts(db);
  scheduleStudyRollup(jobs, db);

  registerEndpoint(app, routes, entCourseCategoryDrop, ({ session }) => listCategories(db, scopeOf(session)));
  registerEndpoint(app, routes, entCourseList, ({ body, session }) =>
    pageLibrary(db, scopeOf(session), body),
  );
  registerEndpoint(app, routes, entCourseDetail, ({ body, session }) =>
    loadLibraryDetail(db, scopeOf(session), body),
  );
  registerEndpoint(app, routes, entCourseCatalog, ({ body, session }) =>
    loadLibraryCatalog(db, scopeOf(session), body.id),
  );
  registerEndpoint(app, routes, entCourseBundleCatalog, ({ body, session }) =>
    loadLibraryBundleCatalog(db, factsOf, scopeOf(session), body.id),
  );
  registerEndpoint(app, routes, entCourseTeacherDetail, ({ body, session }) =>
    loadLibraryLecturer(db, scopeOf(session), body.id),
  );
  registerEndpoint(app, routes, entTopicList, ({ body, session }) => pageTopics(db, scopeOf(session), body));
  registerEndpoint(app, routes, entTopicCourseList, ({ body, session }) =>
    loadTopicCourses(db, scopeOf(session), body.id),
  );
  registerEndpoint(app, routes, entHomeStatistics, ({ session }) => loadStatistics(db, scopeOf(session)));
  registerEndpoint(app, routes, entLearnLearningTop, ({ body, session }) =>
    listTopLearners(db, scopeOf(session), body.limit),
  );
  registerEndpoint(app, routes, entHomeLearnUserRank, ({ session }) => loadLearnerRank(db, scopeOf(session)));
  registerEndpoint(app, routes, entLearnLearningListAll, ({ body, session }) =>
    pageLearningRecord(db, scopeOf(session), body),
  );
  registerEndpoint(app, routes, entTaskListPc, ({ body, session }) =>
    pageLearnerTasks(db, scopeOf(session), body),
  );
  registerEndpoint(app, routes, entTaskDetail, ({ body, session }) =>
    loadLearnerTask(db, scopeOf(session), body.id),
  );
}
