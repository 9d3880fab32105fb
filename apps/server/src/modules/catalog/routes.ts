import {
  homeCourseList,
  homeFreeList,
  homeNewList,
  homeRecommendList,
  homeVipList,
  homeYoukeCourseList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  listCoursesByCategory,
  listFreeCourses,
  listNewCourses,
  listRecommendedCourses,
  listVipCourses,
  listYoukeCourses,
} from './course-cards.js';

export function registerCatalogRoutes(app: FastifyInstance, { db, routes }: AppContext): void {
  registerEndpoint(app, routes, homeNewList, ({ body }) => listNewCourses(db, body.limit));
  registerEndpoint(app, routes, homeRecommendList, ({ body }) => listRecommendedCourses(db, body.limit));
  registerEndpoint(app, routes, homeFreeList, ({ body }) => listFreeCourses(db, body.limit));
  registerEndpoint(app, routes, homeVipList, ({ body }) => listVipCourses(db, body.limit));
  registerEndpoint(app, routes, homeCourseList, ({ body }) => listCoursesByCategory(db, body.limit));
  registerEndpoint(app, routes, homeYoukeCourseList, ({ body }) => listYoukeCourses(db, body.limit));
}
