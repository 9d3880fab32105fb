import {
  adminCategoryCreate,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategorySetHidden,
  adminCourseList,
  adminCourseSections,
  adminCourseSetPublished,
  adminCourseUpdate,
  adminLecturerCreate,
  adminLecturerList,
  adminLecturerUpdate,
  collection,
  courseBundleCatalog,
  courseCatalog,
  courseCategoryListAll,
  courseDetail,
  courseList,
  courseTeacherDetail,
  homeCourseList,
  homeFreeList,
  homeNewList,
  homeRecommendList,
  homeVipList,
  userCollectionList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  createCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from './admin-categories.js';
import { listAdminCourses, updateCourse } from './admin-courses.js';
import { createLecturer, listAdminLecturers, updateLecturer } from './admin-lecturers.js';
import { loadBundleCatalog } from './bundle-catalog.js';
import { listCategoryTree } from './categories.js';
import { pageCollections, setCollection } from './collections.js';
import {
  listCoursesByCategory,
  listFreeCourses,
  listNewCourses,
  listRecommendedCourses,
  listVipCourses,
} from './course-cards.js';
import { createCourseCatalog } from './course-catalog.js';
import { loadCourseDetail } from './course-detail.js';
import { cachedCourseFacts, FACTS_TTL_MS } from './course-facts.js';
import { cachedCoursePages } from './course-list.js';
import { loadCourseLecturer } from './lecturer-detail.js';
import { listCourseSections } from './section-media.js';

export function registerCatalogRoutes(app: FastifyInstance, { db, cache, routes }: AppContext): void {
  registerEndpoint(app, routes, homeNewList, ({ body }) => listNewCourses(db, body.limit));
  registerEndpoint(app, routes, homeRecommendList, ({ body }) => listRecommendedCourses(db, body.limit));
  registerEndpoint(app, routes, homeFreeList, ({ body }) => listFreeCourses(db, body.limit));
  registerEndpoint(app, routes, homeVipList, ({ body }) => listVipCourses(db, body.limit));
  registerEndpoint(app, routes, homeCourseList, ({ body }) => listCoursesByCategory(db, body.limit));

  // Public facts of courses and list pages are cached in process for a short while (decision 0007).
  const factsOf = cachedCourseFacts(db, FACTS_TTL_MS);
  const coursePage = cachedCoursePages(db, FACTS_TTL_MS);
  const loadCourseCatalog = createCourseCatalog(db, factsOf, FACTS_TTL_MS);

  registerEndpoint(app, routes, courseCategoryListAll, () => listCategoryTree(db));
  registerEndpoint(app, routes, adminCategoryList, () => listAdminCategories(db));
  registerEndpoint(app, routes, adminCategoryCreate, ({ body, tx, audit }) =>
    createCategory(tx, body, audit),
  );
  registerEndpoint(app, routes, adminCategoryRename, ({ body, tx, audit }) =>
    updateCategory(tx, body.id, { name: body.name }, audit),
  );
  registerEndpoint(app, routes, adminCategorySetHidden, ({ body, tx, audit }) =>
    updateCategory(tx, body.id, { hidden: body.hidden }, audit),
  );
  registerEndpoint(app, routes, adminCategoryReorder, ({ body, tx, audit }) =>
    reorderCategories(tx, body, audit),
  );
  registerEndpoint(app, routes, adminCourseList, ({ body }) => listAdminCourses(db, body));
  registerEndpoint(app, routes, adminCourseSections, ({ body }) => listCourseSections(db, body.id));
  registerEndpoint(app, routes, adminCourseUpdate, ({ body, tx, audit }) => updateCourse(tx, body, audit));
  registerEndpoint(app, routes, adminCourseSetPublished, ({ body, tx, audit }) =>
    updateCourse(tx, body, audit),
  );
  registerEndpoint(app, routes, adminLecturerList, ({ body }) => listAdminLecturers(db, body));
  registerEndpoint(app, routes, adminLecturerCreate, ({ body, tx, audit }) =>
    createLecturer(tx, body, audit),
  );
  registerEndpoint(app, routes, adminLecturerUpdate, ({ body, tx, audit }) =>
    updateLecturer(tx, body, audit),
  );
  registerEndpoint(app, routes, courseList, ({ body }) => coursePage(body));
  registerEndpoint(app, routes, courseDetail, ({ body, session, cacheAtMost }) =>
    loadCourseDetail(db, factsOf, session, body, cacheAtMost),
  );
  registerEndpoint(app, routes, courseTeacherDetail, ({ body }) => loadCourseLecturer(db, factsOf, body.id));
  registerEndpoint(app, routes, courseCatalog, ({ body, session }) => loadCourseCatalog(session, body.id));
  registerEndpoint(app, routes, courseBundleCatalog, ({ body }) => loadBundleCatalog(db, factsOf, body.id));
  registerEndpoint(app, routes, collection, ({ body, session }) =>
    setCollection(db, cache, session.userId, body),
  );
  registerEndpoint(app, routes, userCollectionList, ({ body, session }) =>
    pageCollections(db, session.userId, body),
  );
}
