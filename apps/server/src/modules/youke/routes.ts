import {
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
}
