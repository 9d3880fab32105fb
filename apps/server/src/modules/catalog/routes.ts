import {
  adminActivityCreate,
  adminActivityEnd,
  adminActivityList,
  adminActivityUpdate,
  adminBundleCreate,
  adminBundleMembers,
  adminBundleSetMembers,
  adminCategoryCreate,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategorySetHidden,
  adminChapterCreate,
  adminChapterDelete,
  adminChapterRename,
  adminCourseCreate,
  adminCourseList,
  adminCourseOutline,
  adminCoursePreviewLink,
  adminCourseReorder,
  adminCourseSections,
  adminCourseSetPublished,
  adminCourseUpdate,
  adminLecturerCreate,
  adminLecturerList,
  adminLecturerUpdate,
  adminSectionCreate,
  adminSectionDelete,
  adminSectionUpdate,
  collection,
  courseBundleCatalog,
  courseCatalog,
  courseCategoryListAll,
  courseDetail,
  courseList,
  coursePreviewCatalog,
  coursePreviewDetail,
  courseTeacherDetail,
  homeCourseList,
  homeFreeList,
  homeNewList,
  homeRecommendList,
  homeVipList,
  ProductTypes,
  userCollectionList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createActivity, endActivity, listAdminActivities, updateActivity } from './admin-activities.js';
import { readBundleMembers, setBundleMembers } from './admin-bundles.js';
import {
  createCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from './admin-categories.js';
import { type CourseOutlines, createCourse } from './admin-course-structure.js';
import { createAdminCourseList, updateCourse } from './admin-courses.js';
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
import { cachedCourseFacts } from './course-facts.js';
import { cachedCoursePages } from './course-list.js';
import { createCoursePreviews } from './course-preview.js';
import type { CourseViewerReader, LearnerFlagsReader } from './entitlements.js';
import { loadCourseLecturer } from './lecturer-detail.js';
import { listCourseSections } from './section-media.js';
import type { StudyRecords } from './study-records.js';

export function registerCatalogRoutes(
  app: FastifyInstance,
  { db, cache, routes, config }: AppContext,
  {
    courseViewer,
    learnerFlags,
    studyRecords,
    courseOutlines,
    operatorMayPreview,
    onVideoEncryptionSet,
  }: {
    /** The course detail's learner flags and live in one statement (the live's rule comes from above). */
    courseViewer: CourseViewerReader;
    /** The learner flags, with the enterprise's licensing rule in them (app.ts builds one reader for all). */
    learnerFlags: LearnerFlagsReader;
    /** What learning records of the learner's study (learning sits above the catalogue). */
    studyRecords: StudyRecords;
    /** The console's outlines and their edits, with learning's progress in them (made in app.ts). */
    courseOutlines: CourseOutlines;
    /** Whether the operator a preview link was signed for may still read courses (operators sit above). */
    operatorMayPreview: (operatorId: number) => Promise<boolean>;
    /** A course's `videoEncryption` was saved: its MP4 sections to encrypt are converted (media sits above). */
    onVideoEncryptionSet?: (tx: Database, courseId: number) => Promise<void>;
  },
): void {
  registerEndpoint(app, routes, homeNewList, ({ body }) => listNewCourses(db, body.limit));
  registerEndpoint(app, routes, homeRecommendList, ({ body }) => listRecommendedCourses(db, body.limit));
  registerEndpoint(app, routes, homeFreeList, ({ body }) => listFreeCourses(db, body.limit));
  registerEndpoint(app, routes, homeVipList, ({ body }) => listVipCourses(db, body.limit));
  registerEndpoint(app, routes, homeCourseList, ({ body }) => listCoursesByCategory(db, body.limit));

  // Public facts of courses and list pages are cached in process (decision 0007); every console write
  // clears them in every process once it commits (decision 0040).
  const factsOf = cachedCourseFacts(db, routes.contentCaches);
  const coursePage = cachedCoursePages(db, routes.contentCaches);
  const loadCourseCatalog = createCourseCatalog(
    db,
    factsOf,
    learnerFlags,
    studyRecords,
    routes.contentCaches,
  );

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
  const adminCoursePage = createAdminCourseList(db, routes.contentCaches);
  registerEndpoint(app, routes, adminCourseList, ({ body }) => adminCoursePage(body));
  registerEndpoint(app, routes, adminCourseSections, ({ body }) => listCourseSections(db, body.id));
  registerEndpoint(app, routes, adminCourseOutline, ({ body }) =>
    courseOutlines.readCourseOutline(db, body.id),
  );
  const previews = createCoursePreviews(db, config.OPERATOR_SECRET, operatorMayPreview);
  registerEndpoint(app, routes, adminCoursePreviewLink, ({ body, operator }) =>
    previews.link(body.id, operator.id),
  );
  registerEndpoint(app, routes, coursePreviewDetail, ({ body }) => previews.detail(body));
  registerEndpoint(app, routes, coursePreviewCatalog, ({ body }) => previews.catalog(body));
  registerEndpoint(app, routes, adminCourseCreate, ({ body, tx, audit }) => createCourse(tx, body, audit));
  registerEndpoint(app, routes, adminCourseUpdate, async ({ body, tx, audit }) => {
    const course = await updateCourse(tx, body, audit);
    if (body.videoEncryption !== undefined) await onVideoEncryptionSet?.(tx, body.id);
    return course;
  });
  registerEndpoint(app, routes, adminCourseSetPublished, ({ body, tx, audit }) =>
    updateCourse(tx, body, audit),
  );
  registerEndpoint(app, routes, adminChapterCreate, ({ body, tx, audit }) =>
    courseOutlines.createChapter(tx, body, audit),
  );
  registerEndpoint(app, routes, adminChapterRename, ({ body, tx, audit }) =>
    courseOutlines.renameChapter(tx, body, audit),
  );
  registerEndpoint(app, routes, adminChapterDelete, ({ body, tx, audit }) =>
    courseOutlines.deleteChapter(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminSectionCreate, ({ body, tx, audit }) =>
    courseOutlines.createSection(tx, body, audit),
  );
  registerEndpoint(app, routes, adminSectionUpdate, ({ body, tx, audit }) =>
    courseOutlines.updateSection(tx, body, audit),
  );
  registerEndpoint(app, routes, adminSectionDelete, ({ body, tx, audit }) =>
    courseOutlines.deleteSection(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminCourseReorder, ({ body, tx, audit }) =>
    courseOutlines.reorderCourse(tx, body, audit),
  );
  registerEndpoint(app, routes, adminBundleCreate, ({ body, tx, audit }) =>
    createCourse(tx, body, audit, { type: ProductTypes.BUNDLE }),
  );
  registerEndpoint(app, routes, adminActivityList, ({ body }) => listAdminActivities(db, body));
  registerEndpoint(app, routes, adminActivityCreate, ({ body, tx, audit }) =>
    createActivity(tx, body, audit),
  );
  registerEndpoint(app, routes, adminActivityUpdate, ({ body, tx, audit }) =>
    updateActivity(tx, body, audit),
  );
  registerEndpoint(app, routes, adminActivityEnd, ({ body, tx, audit }) => endActivity(tx, body.id, audit));
  registerEndpoint(app, routes, adminBundleMembers, ({ body }) => readBundleMembers(db, body.id));
  registerEndpoint(app, routes, adminBundleSetMembers, ({ body, tx, audit }) =>
    setBundleMembers(tx, body, audit),
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
    loadCourseDetail(db, factsOf, courseViewer, session, body, cacheAtMost),
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
