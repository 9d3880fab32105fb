import {
  adminEntCategoryList,
  adminEntChapterCreate,
  adminEntChapterDelete,
  adminEntChapterRename,
  adminEntCourseList,
  adminEntCourseOutline,
  adminEntCourseReorder,
  adminEntCourseSave,
  adminEntDepartmentCreate,
  adminEntDepartmentDelete,
  adminEntDepartmentList,
  adminEntDepartmentRename,
  adminEntExamList,
  adminEntLearnerAdd,
  adminEntLearnerImport,
  adminEntLearnerImportPreview,
  adminEntLearnerImportTemplate,
  adminEntLearnerList,
  adminEntLearnerRemove,
  adminEntLearnerSetDepartment,
  adminEntLicenceList,
  adminEntLicenceSeats,
  adminEntMediaAttach,
  adminEntMediaList,
  adminEntSeatAssign,
  adminEntSeatRevoke,
  adminEntSectionCreate,
  adminEntSectionDelete,
  adminEntSectionUpdate,
  adminEntStatistics,
  adminEntStatisticsExport,
  adminEntStatisticsExportFile,
  adminEntStatisticsExportState,
  adminEntStatisticsLearners,
  adminEntTaskCreate,
  adminEntTaskDelete,
  adminEntTaskList,
  adminEntTaskUpdate,
  adminEntTopicList,
  adminEntTopicSave,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Operator, registerEndpoint } from '../../platform/http/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import type { CourseOutlines } from '../catalog/index.js';
import { attachVideo, pageAssets, readAsset } from '../media/index.js';
import { pagePrivateCourses, privateCoursesOf, savePrivateCourse } from './admin-courses.js';
import {
  createDepartment,
  deleteDepartment,
  listDepartments,
  renameDepartment,
} from './admin-departments.js';
import { checkLearnerSheet, learnerSheetTemplate } from './admin-import.js';
import {
  addLearner,
  addLearners,
  pageLearners,
  removeLearner,
  setLearnerDepartment,
} from './admin-learners.js';
import {
  assignSeat,
  listAdminTopics,
  listLicences,
  listSeats,
  revokeSeat,
  saveTopic,
} from './admin-library.js';
import {
  defineStatisticsExport,
  exportFile,
  exportState,
  loadEnterpriseStatistics,
  pageLearnerStudy,
  STATISTICS_EXPORT_QUEUE,
} from './admin-statistics.js';
import { createTask, deleteTask, listAdminExams, pageAdminTasks, updateTask } from './admin-tasks.js';
import { listCategories } from './library-list.js';
import { asEnterprise, type EnterpriseScope, operatorScopeOf, withinEnterprise } from './scope.js';
import { scheduleTaskReminders } from './task-reminders.js';

export interface EnterpriseAdminDeps {
  /** Where the statistics exports are kept (private: only the enterprise's own call reads them). */
  media: MediaStorage;
  /** Drops a learner's cached sessions, so a removal is seen by their very next call. */
  forgetUser(userId: number): Promise<void>;
  /** The catalogue's outlines and their edits (app.ts makes them with learning's progress). */
  courseOutlines: CourseOutlines;
}

/**
 * The enterprise admin's console calls (decision 0035). The enterprise is the operator's, from the
 * console session; every statement runs behind the row-level security wall with that enterprise
 * (reads in a transaction of their own, writes inside the audited transaction), except the one that
 * starts or ends a membership (admin-learners.ts says why).
 */
export function registerEnterpriseAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
  deps: EnterpriseAdminDeps,
) {
  const { db, jobs, routes } = context;
  scheduleTaskReminders(jobs, db);
  defineStatisticsExport(jobs, db, deps.media);
  const reading = <T>(operator: Operator, work: (tx: Database, scope: EnterpriseScope) => Promise<T>) => {
    const scope = operatorScopeOf(operator);
    return asEnterprise(db, scope, (tx) => work(tx, scope));
  };
  const writing = <T>(
    tx: Database,
    operator: Operator,
    work: (tx: Database, scope: EnterpriseScope) => Promise<T>,
  ) => {
    const scope = operatorScopeOf(operator);
    return withinEnterprise(tx, scope, (walled) => work(walled, scope));
  };

  registerEndpoint(app, routes, adminEntLearnerList, ({ body, operator }) =>
    reading(operator, (tx, scope) => pageLearners(tx, scope, body)),
  );
  registerEndpoint(app, routes, adminEntLearnerAdd, ({ body, operator, tx, audit }) =>
    addLearner(tx, operatorScopeOf(operator), body, audit),
  );
  registerEndpoint(app, routes, adminEntLearnerRemove, ({ body, operator, tx, audit, afterCommit }) => {
    afterCommit(() => deps.forgetUser(body.userId));
    return removeLearner(tx, operatorScopeOf(operator), body.userId, audit);
  });
  registerEndpoint(app, routes, adminEntLearnerSetDepartment, ({ body, operator, tx, audit }) =>
    setLearnerDepartment(tx, operatorScopeOf(operator), body, audit),
  );
  registerEndpoint(app, routes, adminEntLearnerImportPreview, async ({ body, operator }) => {
    const scope = operatorScopeOf(operator);
    const departments = await asEnterprise(db, scope, (tx) => listDepartments(tx, scope));
    const { rows, problems } = await checkLearnerSheet(db, scope, body.fileBase64, departments);
    return { rows, problems };
  });
  registerEndpoint(app, routes, adminEntLearnerImport, async ({ body, operator, tx, audit }) => {
    const scope = operatorScopeOf(operator);
    const departments = await withinEnterprise(tx, scope, (walled) => listDepartments(walled, scope));
    const { learners, problems } = await checkLearnerSheet(tx, scope, body.fileBase64, departments);
    if (problems.length > 0) throw new AppError('ENT_IMPORT_HAS_PROBLEMS', { count: problems.length });
    const ids = await addLearners(tx, scope, learners, audit);
    return { imported: ids.length };
  });
  registerEndpoint(app, routes, adminEntLearnerImportTemplate, () => learnerSheetTemplate());

  registerEndpoint(app, routes, adminEntDepartmentList, ({ operator }) => reading(operator, listDepartments));
  registerEndpoint(app, routes, adminEntDepartmentCreate, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => createDepartment(walled, scope, body, audit)),
  );
  registerEndpoint(app, routes, adminEntDepartmentRename, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => renameDepartment(walled, scope, body, audit)),
  );
  registerEndpoint(app, routes, adminEntDepartmentDelete, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => deleteDepartment(walled, scope, body.id, audit)),
  );

  registerEndpoint(app, routes, adminEntLicenceList, ({ operator }) => reading(operator, listLicences));
  registerEndpoint(app, routes, adminEntLicenceSeats, ({ body, operator }) =>
    reading(operator, (tx, scope) => listSeats(tx, scope, body.courseId)),
  );
  registerEndpoint(app, routes, adminEntSeatAssign, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => assignSeat(walled, scope, body, audit)),
  );
  registerEndpoint(app, routes, adminEntSeatRevoke, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => revokeSeat(walled, scope, body, audit)),
  );

  registerEndpoint(app, routes, adminEntTopicList, ({ operator }) =>
    reading(operator, (tx, scope) => listAdminTopics(tx, scope)),
  );
  registerEndpoint(app, routes, adminEntTopicSave, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => saveTopic(walled, scope, body, audit)),
  );

  registerEndpoint(app, routes, adminEntCourseList, ({ body, operator }) =>
    reading(operator, (tx, scope) => pagePrivateCourses(tx, scope, body)),
  );
  registerEndpoint(app, routes, adminEntCategoryList, ({ operator }) => reading(operator, listCategories));
  registerEndpoint(app, routes, adminEntCourseSave, ({ body, operator, tx, audit }) =>
    savePrivateCourse(tx, operatorScopeOf(operator), body, audit),
  );
  // A private course's outline is the catalogue's, kept to the enterprise's own courses (see
  // admin-courses.ts for why these statements run as the server's role).
  const own = (operator: Operator) => privateCoursesOf(operatorScopeOf(operator));
  const outlines = deps.courseOutlines;
  registerEndpoint(app, routes, adminEntCourseOutline, ({ body, operator }) =>
    outlines.readCourseOutline(db, body.id, own(operator)),
  );
  registerEndpoint(app, routes, adminEntChapterCreate, ({ body, operator, tx, audit }) =>
    outlines.createChapter(tx, body, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntChapterRename, ({ body, operator, tx, audit }) =>
    outlines.renameChapter(tx, body, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntChapterDelete, ({ body, operator, tx, audit }) =>
    outlines.deleteChapter(tx, body.id, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntSectionCreate, ({ body, operator, tx, audit }) =>
    outlines.createSection(tx, { ...body, trial: 0 }, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntSectionUpdate, ({ body, operator, tx, audit }) =>
    outlines.updateSection(tx, { ...body, trial: 0 }, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntSectionDelete, ({ body, operator, tx, audit }) =>
    outlines.deleteSection(tx, body.id, audit, own(operator)),
  );
  registerEndpoint(app, routes, adminEntCourseReorder, ({ body, operator, tx, audit }) =>
    outlines.reorderCourse(tx, body, audit, own(operator)),
  );

  // The enterprise's own videos (uploaded by tus like the platform's, marked with the enterprise):
  // read behind the wall, attached by the catalogue's code as the server's role to a section of
  // its private courses only.
  registerEndpoint(app, routes, adminEntMediaList, ({ body, operator }) =>
    reading(operator, (tx, scope) => pageAssets(tx, scope.entId, body)),
  );
  registerEndpoint(app, routes, adminEntMediaAttach, async ({ body, operator, tx, audit }) => {
    const scope = operatorScopeOf(operator);
    const asset = await withinEnterprise(tx, scope, (walled) => readAsset(walled, body.assetId, scope.entId));
    return attachVideo(tx, asset, body.sectionId, audit, privateCoursesOf(scope));
  });

  registerEndpoint(app, routes, adminEntTaskList, ({ body, operator }) =>
    reading(operator, (tx, scope) => pageAdminTasks(tx, scope, body)),
  );
  registerEndpoint(app, routes, adminEntTaskCreate, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => createTask(walled, scope, body, audit)),
  );
  registerEndpoint(app, routes, adminEntTaskUpdate, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => updateTask(walled, scope, body, audit)),
  );
  registerEndpoint(app, routes, adminEntTaskDelete, ({ body, operator, tx, audit }) =>
    writing(tx, operator, (walled, scope) => deleteTask(walled, scope, body.id, audit)),
  );
  registerEndpoint(app, routes, adminEntExamList, ({ operator }) => reading(operator, listAdminExams));

  registerEndpoint(app, routes, adminEntStatistics, ({ operator }) =>
    reading(operator, (tx, scope) => loadEnterpriseStatistics(tx, scope)),
  );
  registerEndpoint(app, routes, adminEntStatisticsLearners, ({ body, operator }) =>
    reading(operator, (tx, scope) => pageLearnerStudy(tx, scope, body)),
  );
  registerEndpoint(app, routes, adminEntStatisticsExport, async ({ operator, tx, audit }) => {
    const { entId } = operatorScopeOf(operator);
    // The job's id is the export's: sent in the call's transaction, which commits it with its audit row.
    const jobId = crypto.randomUUID();
    await jobs.send(STATISTICS_EXPORT_QUEUE, { entId }, { id: jobId, within: tx });
    audit({ entity: 'ent_statistics_export', entityId: jobId, before: null, after: { entId } });
    return { jobId };
  });
  registerEndpoint(app, routes, adminEntStatisticsExportState, ({ body, operator }) =>
    exportState(db, operatorScopeOf(operator), body.jobId),
  );
  registerEndpoint(app, routes, adminEntStatisticsExportFile, ({ body, operator }) =>
    exportFile(db, deps.media, operatorScopeOf(operator), body.jobId),
  );
}
