import {
  adminYoukeCourseCreate,
  adminYoukeCourseMove,
  adminYoukeCourseReorder,
  adminYoukeListCourses,
  adminYoukeListCreate,
  adminYoukeListRename,
  adminYoukeListReorder,
  adminYoukeListSetPublished,
  adminYoukeProjectCreate,
  adminYoukeProjectList,
  adminYoukeProjectReorder,
  adminYoukeProjectSetPublished,
  adminYoukeProjectUpdate,
  homeYoukeCourseList,
  youkeCourseCatalog,
  youkeCourseDetail,
  youkeCourseList,
  youkeListList,
  youkeProjectList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  createYoukeCourse,
  createYoukeList,
  createYoukeProject,
  listAdminYoukeProjects,
  listYoukeListCourses,
  moveYoukeCourse,
  reorderYoukeCourses,
  reorderYoukeLists,
  reorderYoukeProjects,
  updateYoukeList,
  updateYoukeProject,
} from './admin-youke.js';
import { loadYoukeCourseCatalog } from './course-catalog.js';
import { loadYoukeCourseDetail } from './course-detail.js';
import { listHomeYoukeCourses, pageYoukeCourses } from './course-list.js';
import { listYoukeLists, listYoukeProjects } from './projects.js';

/** The free-trial (youke) area: projects, their lists, and their free courses (spec section 7, Youke). */
export function registerYoukeRoutes(app: FastifyInstance, { db, routes }: AppContext): void {
  registerEndpoint(app, routes, homeYoukeCourseList, ({ body }) => listHomeYoukeCourses(db, body.limit));
  registerEndpoint(app, routes, youkeProjectList, () => listYoukeProjects(db));
  registerEndpoint(app, routes, youkeListList, ({ body }) => listYoukeLists(db, body.projectId));
  registerEndpoint(app, routes, youkeCourseList, ({ body }) => pageYoukeCourses(db, body));
  registerEndpoint(app, routes, youkeCourseDetail, ({ body }) => loadYoukeCourseDetail(db, body.id));
  registerEndpoint(app, routes, youkeCourseCatalog, ({ body, session }) =>
    loadYoukeCourseCatalog(db, session, body.id),
  );

  // The console's screen of the area (游客专区). A write clears the public answers of /youke
  // (every console write does); the youke pages keep no cache of their own.
  registerEndpoint(app, routes, adminYoukeProjectList, () => listAdminYoukeProjects(db));
  registerEndpoint(app, routes, adminYoukeProjectCreate, ({ body, tx, audit }) =>
    createYoukeProject(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeProjectUpdate, ({ body, tx, audit }) =>
    updateYoukeProject(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeProjectSetPublished, ({ body, tx, audit }) =>
    updateYoukeProject(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeProjectReorder, ({ body, tx, audit }) =>
    reorderYoukeProjects(tx, body.ids, audit),
  );
  registerEndpoint(app, routes, adminYoukeListCreate, ({ body, tx, audit }) =>
    createYoukeList(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeListRename, ({ body, tx, audit }) =>
    updateYoukeList(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeListSetPublished, ({ body, tx, audit }) =>
    updateYoukeList(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeListReorder, ({ body, tx, audit }) =>
    reorderYoukeLists(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeListCourses, ({ body }) => listYoukeListCourses(db, body.listId));
  registerEndpoint(app, routes, adminYoukeCourseCreate, ({ body, tx, audit }) =>
    createYoukeCourse(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeCourseReorder, ({ body, tx, audit }) =>
    reorderYoukeCourses(tx, body, audit),
  );
  registerEndpoint(app, routes, adminYoukeCourseMove, ({ body, tx, audit }) =>
    moveYoukeCourse(tx, body, audit),
  );
}
