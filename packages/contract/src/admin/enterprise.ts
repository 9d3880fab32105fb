import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { MobileNumber } from '../identity.js';
import { MediaAsset, MediaAttachRequest, MediaAttachResult, MediaListRequest } from '../media.js';
import { ConsoleInstant } from './announcements.js';
import { AdminCourseOutline, ChapterName, CourseReorderRequest, SectionName } from './course-structure.js';
import { CourseCover, CourseName, CourseSummary, IdleCheckMinutes } from './courses.js';
import { operatorEndpoint } from './define.js';
import { ImportProblem, XlsxFileBase64 } from './exam-bank.js';
import { ExportJobId, SheetExportFile, SheetExportStarted, SheetExportState } from './sheet-exports.js';

/**
 * The enterprise admin's screens (decision 0035). Every call answers for the operator's own
 * enterprise, taken from the console session; no request names an enterprise. Another
 * enterprise's learner, department, course, topic, task or export is the same A0404 as one never
 * made.
 */

const name = (what: string, max: number) =>
  z.string(`请输入${what}`).trim().min(1, `请输入${what}`).max(max, `${what}最多 ${max} 个字`);

// ─── Learners ────────────────────────────────────────────────────────────────────────────────

export const EntAdminLearner = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  account: z.string().nullable(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  /** false until the learner first logs in (added by phone before registering). */
  registered: z.boolean(),
});
export type EntAdminLearner = z.infer<typeof EntAdminLearner>;

export const adminEntLearnerList = operatorEndpoint({
  path: '/api/admin/ent/learner/list',
  permission: 'enterprise.read',
  writes: false,
  request: PageQuery.extend({
    /** Part of a name, a phone or an account. */
    keyword: z.string().trim().max(30, '关键词最多 30 个字').optional(),
    /** Learners of this department and every one under it. */
    deptId: Id.optional(),
  }),
  response: pageOf(EntAdminLearner),
});

export const EntLearnerAddRequest = z.object({
  mobile: z.string('请输入手机号').trim().pipe(MobileNumber),
  name: name('姓名', 20),
  deptId: Id.nullable().default(null),
});
export type EntLearnerAddRequest = z.input<typeof EntLearnerAddRequest>;

/** Adds a learner by phone, registered or not: the phone's first login lands in the enterprise. */
export const adminEntLearnerAdd = operatorEndpoint({
  path: '/api/admin/ent/learner/add',
  permission: 'enterprise.write',
  writes: true,
  request: EntLearnerAddRequest,
  response: EntAdminLearner,
});

/** Removes a learner from the enterprise: their next enterprise call, whatever session, is refused. */
export const adminEntLearnerRemove = operatorEndpoint({
  path: '/api/admin/ent/learner/remove',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ userId: Id }),
  response: z.object({ userId: z.number().int() }),
});

export const adminEntLearnerSetDepartment = operatorEndpoint({
  path: '/api/admin/ent/learner/set-department',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ userId: Id, deptId: Id.nullable() }),
  response: EntAdminLearner,
});

export const ENT_IMPORT_MAX_LEARNERS = 2000;

export const EntLearnerImportRequest = z.object({ fileBase64: XlsxFileBase64 });

export const EntLearnerImportRow = z.object({
  row: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  department: z.string(),
});

/** Reads the sheet and checks every row (one problem entry per faulty row); writes nothing. */
export const adminEntLearnerImportPreview = operatorEndpoint({
  path: '/api/admin/ent/learner/import/preview',
  permission: 'enterprise.write',
  writes: false,
  request: EntLearnerImportRequest,
  response: z.object({ rows: z.array(EntLearnerImportRow), problems: z.array(ImportProblem) }),
});

/** All or nothing: any faulty row refuses the whole sheet (`ENT_IMPORT_HAS_PROBLEMS`). */
export const adminEntLearnerImport = operatorEndpoint({
  path: '/api/admin/ent/learner/import/run',
  permission: 'enterprise.write',
  writes: true,
  request: EntLearnerImportRequest,
  response: z.object({ imported: z.number().int() }),
});

export const adminEntLearnerImportTemplate = operatorEndpoint({
  path: '/api/admin/ent/learner/import/template',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.object({ fileName: z.string(), fileBase64: z.string() }),
});

// ─── Departments ─────────────────────────────────────────────────────────────────────────────

/** Departments as a flat list in tree order (parents before children); the console nests them. */
export const EntDepartment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  /** Learners in this department itself. */
  learners: z.number().int(),
});
export type EntDepartment = z.infer<typeof EntDepartment>;

export const adminEntDepartmentList = operatorEndpoint({
  path: '/api/admin/ent/department/list',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(EntDepartment),
});

export const adminEntDepartmentCreate = operatorEndpoint({
  path: '/api/admin/ent/department/create',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ name: name('部门名称', 30), parentId: Id.nullable().default(null) }),
  response: z.array(EntDepartment),
});

export const adminEntDepartmentRename = operatorEndpoint({
  path: '/api/admin/ent/department/rename',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id, name: name('部门名称', 30) }),
  response: z.array(EntDepartment),
});

/** Only an empty department goes: no department under it, no learner in it. */
export const adminEntDepartmentDelete = operatorEndpoint({
  path: '/api/admin/ent/department/delete',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id }),
  response: z.array(EntDepartment),
});

// ─── Licences ────────────────────────────────────────────────────────────────────────────────

export const EntLicence = z.object({
  courseId: z.number().int(),
  name: z.string(),
  /** 1 a course, 2 a bundle. */
  type: z.number().int(),
  licence: z.enum(['site', 'seats', 'private']),
  /** A per-seat licence's seats; null otherwise. */
  seats: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' China time; null for a licence without an end. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type EntLicence = z.infer<typeof EntLicence>;

/** The library: licensed platform courses (site and per-seat) and the enterprise's private courses. */
export const adminEntLicenceList = operatorEndpoint({
  path: '/api/admin/ent/licence/list',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(EntLicence),
});

export const EntSeat = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  assignedAt: z.string(),
  activatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type EntSeat = z.infer<typeof EntSeat>;

export const adminEntLicenceSeats = operatorEndpoint({
  path: '/api/admin/ent/licence/seats',
  permission: 'enterprise.read',
  writes: false,
  request: z.object({ courseId: Id }),
  response: z.array(EntSeat),
});

/** Gives a learner a seat (a revoked seat of theirs comes back); refused when every seat is taken. */
export const adminEntSeatAssign = operatorEndpoint({
  path: '/api/admin/ent/licence/seat/assign',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ courseId: Id, userId: Id }),
  response: z.array(EntSeat),
});

/** Frees a seat; the row stays as the record and the learner loses the course at once. */
export const adminEntSeatRevoke = operatorEndpoint({
  path: '/api/admin/ent/licence/seat/revoke',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ courseId: Id, userId: Id }),
  response: z.array(EntSeat),
});

// ─── Topics ──────────────────────────────────────────────────────────────────────────────────

export const EntAdminTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  picCover: z.string(),
  intro: z.string(),
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EntAdminTopic = z.infer<typeof EntAdminTopic>;

export const adminEntTopicList = operatorEndpoint({
  path: '/api/admin/ent/topic/list',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(EntAdminTopic),
});

export const EntTopicSaveRequest = z.object({
  /** null creates a topic. */
  id: Id.nullable().default(null),
  name: name('专题名称', 30),
  picCover: z.string().trim().min(1, '请上传专题封面').max(500, '封面地址过长'),
  intro: name('专题简介', 500),
  /** Courses of the enterprise's library, in order. */
  courseIds: z.array(Id).max(50, '一个专题最多 50 门课程'),
});
export type EntTopicSaveRequest = z.input<typeof EntTopicSaveRequest>;

export const adminEntTopicSave = operatorEndpoint({
  path: '/api/admin/ent/topic/save',
  permission: 'enterprise.write',
  writes: true,
  request: EntTopicSaveRequest,
  response: EntAdminTopic,
});

// ─── Private courses ─────────────────────────────────────────────────────────────────────────

/**
 * The enterprise's own courses (licence `private` in its library, channel `enterprise`): in its
 * learners' library from the moment they are saved, never in the main site's lists, search or
 * another enterprise's library.
 */
export const EntPrivateCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  picCover: z.string(),
  /** One of the enterprise's own library categories. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Sections the course has. */
  lessons: z.number().int(),
  /** 防挂机 (decision 0054): minutes without interaction before 你还在学习吗？ (0: never). */
  idleCheckMinutes: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  createdAt: z.string(),
});
export type EntPrivateCourse = z.infer<typeof EntPrivateCourse>;

export const adminEntCourseList = operatorEndpoint({
  path: '/api/admin/ent/course/list',
  permission: 'enterprise.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(50, '关键词最多 50 个字').optional() }),
  response: pageOf(EntPrivateCourse),
});

export const EntCourseSaveRequest = z.object({
  /** null creates a course. */
  id: Id.nullable().default(null),
  name: CourseName,
  summary: CourseSummary.default(''),
  picCover: CourseCover,
  categoryId: Id.nullable().default(null),
  /** 防挂机; left out: a new course never asks, an edited one keeps its own. */
  idleCheckMinutes: IdleCheckMinutes.optional(),
});
export type EntCourseSaveRequest = z.input<typeof EntCourseSaveRequest>;

export const adminEntCourseSave = operatorEndpoint({
  path: '/api/admin/ent/course/save',
  permission: 'enterprise.write',
  writes: true,
  request: EntCourseSaveRequest,
  response: EntPrivateCourse,
});

/** The enterprise's library categories, for a private course's form. */
export const adminEntCategoryList = operatorEndpoint({
  path: '/api/admin/ent/category/list',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/*
 * A private course's chapters and sections: the platform's course structure calls, kept to the
 * enterprise's own private courses (another's chapter or section is the same A0404 as none).
 */
export const adminEntCourseOutline = operatorEndpoint({
  path: '/api/admin/ent/course/outline',
  permission: 'enterprise.read',
  writes: false,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

export const adminEntChapterCreate = operatorEndpoint({
  path: '/api/admin/ent/course/chapter/create',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ courseId: Id, name: ChapterName }),
  response: AdminCourseOutline,
});

export const adminEntChapterRename = operatorEndpoint({
  path: '/api/admin/ent/course/chapter/rename',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id, name: ChapterName }),
  response: AdminCourseOutline,
});

export const adminEntChapterDelete = operatorEndpoint({
  path: '/api/admin/ent/course/chapter/delete',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

/** A private course has no trial: every learner of the enterprise studies all of it. */
export const adminEntSectionCreate = operatorEndpoint({
  path: '/api/admin/ent/course/section/create',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ chapterId: Id, name: SectionName }),
  response: AdminCourseOutline,
});

export const adminEntSectionUpdate = operatorEndpoint({
  path: '/api/admin/ent/course/section/update',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id, name: SectionName }),
  response: AdminCourseOutline,
});

export const adminEntSectionDelete = operatorEndpoint({
  path: '/api/admin/ent/course/section/delete',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id }),
  response: AdminCourseOutline,
});

export const adminEntCourseReorder = operatorEndpoint({
  path: '/api/admin/ent/course/reorder',
  permission: 'enterprise.write',
  writes: true,
  request: CourseReorderRequest,
  response: AdminCourseOutline,
});

// ─── The enterprise's videos ────────────────────────────────────────────────────────────────

/*
 * Videos the enterprise's admin uploaded (the media library's tus uploads, with `enterprise.write`):
 * only this enterprise's, never the platform library's or another enterprise's, whose ids are the
 * same A0404 as an id never used.
 */

/** Newest first, optionally of one state. */
export const adminEntMediaList = operatorEndpoint({
  path: '/api/admin/ent/media/list',
  permission: 'enterprise.read',
  writes: false,
  request: MediaListRequest,
  response: pageOf(MediaAsset),
});

/** A ready video of the enterprise plays in a section of one of its private courses. */
export const adminEntMediaAttach = operatorEndpoint({
  path: '/api/admin/ent/media/attach',
  permission: 'enterprise.write',
  writes: true,
  request: MediaAttachRequest,
  response: MediaAttachResult,
});

// ─── Learning tasks and exams ────────────────────────────────────────────────────────────────

/** Hours before a task's deadline at which each learner who has not finished it is reminded. */
export const ENT_TASK_REMINDER_HOURS = [24, 2] as const;

export const EntAdminTask = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  required: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  startsAt: z.string(),
  deadlineAt: z.string(),
  items: z.array(z.object({ kind: z.enum(['course', 'exam']), id: z.number().int(), name: z.string() })),
  assignees: z.array(
    z.object({ kind: z.enum(['learner', 'department']), id: z.number().int(), name: z.string() }),
  ),
  /** Learners the task reaches (departments included, with every department under them). */
  learners: z.number().int(),
});
export type EntAdminTask = z.infer<typeof EntAdminTask>;

export const adminEntTaskList = operatorEndpoint({
  path: '/api/admin/ent/task/list',
  permission: 'enterprise.read',
  writes: false,
  request: PageQuery,
  response: pageOf(EntAdminTask),
});

const EntTaskFields = z.object({
  name: name('任务名称', 50),
  intro: z.string().trim().max(500, '任务说明最多 500 个字').default(''),
  required: z.boolean().default(true),
  startsAt: ConsoleInstant,
  deadlineAt: ConsoleInstant,
  courseIds: z.array(Id).max(30, '一个任务最多 30 门课程').default([]),
  examIds: z.array(Id).max(10, '一个任务最多 10 场考试').default([]),
  userIds: z.array(Id).max(500, '一次最多指派 500 名学员').default([]),
  deptIds: z.array(Id).max(50, '一次最多指派 50 个部门').default([]),
});

/** A task's window, content and assignees are each required, whether it is created or edited. */
const aWholeTask = <T extends z.ZodType<z.output<typeof EntTaskFields>>>(fields: T) =>
  fields
    .refine((task) => Date.parse(task.startsAt) < Date.parse(task.deadlineAt), {
      message: '截止时间须晚于开始时间',
      path: ['deadlineAt'],
    })
    .refine((task) => task.courseIds.length + task.examIds.length > 0, {
      message: '请至少选择一门课程或一场考试',
      path: ['courseIds'],
    })
    .refine((task) => task.userIds.length + task.deptIds.length > 0, {
      message: '请至少指派一名学员或一个部门',
      path: ['userIds'],
    });

export const EntTaskCreateRequest = aWholeTask(EntTaskFields);
export type EntTaskCreateRequest = z.input<typeof EntTaskCreateRequest>;

export const adminEntTaskCreate = operatorEndpoint({
  path: '/api/admin/ent/task/create',
  permission: 'enterprise.write',
  writes: true,
  request: EntTaskCreateRequest,
  response: EntAdminTask,
});

export const EntTaskUpdateRequest = aWholeTask(EntTaskFields.extend({ id: Id }));
export type EntTaskUpdateRequest = z.input<typeof EntTaskUpdateRequest>;

/**
 * Replaces a task's texts, window, items and assignees. Progress follows: an item taken out no
 * longer counts in the task, a learner no longer reached no longer has the task; reminders go by
 * the new deadline.
 */
export const adminEntTaskUpdate = operatorEndpoint({
  path: '/api/admin/ent/task/update',
  permission: 'enterprise.write',
  writes: true,
  request: EntTaskUpdateRequest,
  response: EntAdminTask,
});

/** Deletes a task with its progress records; no reminder of it is sent afterwards. */
export const adminEntTaskDelete = operatorEndpoint({
  path: '/api/admin/ent/task/delete',
  permission: 'enterprise.write',
  writes: true,
  request: z.object({ id: Id }),
  response: z.object({ id: z.number().int() }),
});

/** The enterprise's exams with how they are assigned (through tasks) and sat. */
export const EntAdminExam = z.object({
  id: z.number().int(),
  name: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  passScore: z.number(),
  /** Tasks that hold the exam. */
  tasks: z.number().int(),
  /** Learners the exam is assigned to through those tasks. */
  assigned: z.number().int(),
  passed: z.number().int(),
});
export type EntAdminExam = z.infer<typeof EntAdminExam>;

export const adminEntExamList = operatorEndpoint({
  path: '/api/admin/ent/exam/list',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(EntAdminExam),
});

// ─── Statistics ──────────────────────────────────────────────────────────────────────────────

export const EntAdminStatistics = z.object({
  learners: z.number().int(),
  /** Learners who studied today (China day). */
  activeToday: z.number().int(),
  minutesToday: z.number().int(),
  minutesWeek: z.number().int(),
  minutesTotal: z.number().int(),
  /** The last 30 days, oldest first: minutes studied and learners who studied. */
  daily: z.array(z.object({ day: z.string(), minutes: z.number().int(), learners: z.number().int() })),
});
export type EntAdminStatistics = z.infer<typeof EntAdminStatistics>;

export const adminEntStatistics = operatorEndpoint({
  path: '/api/admin/ent/statistics/summary',
  permission: 'enterprise.read',
  writes: false,
  request: EmptyRequest,
  response: EntAdminStatistics,
});

export const EntLearnerStudy = z.object({
  userId: z.number().int(),
  name: z.string(),
  deptName: z.string().nullable(),
  minutesToday: z.number().int(),
  minutesWeek: z.number().int(),
  minutesTotal: z.number().int(),
});
export type EntLearnerStudy = z.infer<typeof EntLearnerStudy>;

/** Learners by total study, most first. */
export const adminEntStatisticsLearners = operatorEndpoint({
  path: '/api/admin/ent/statistics/learners',
  permission: 'enterprise.read',
  writes: false,
  request: PageQuery,
  response: pageOf(EntLearnerStudy),
});

/** Starts the spreadsheet of every learner's study, made by a job. */
export const adminEntStatisticsExport = operatorEndpoint({
  path: '/api/admin/ent/statistics/export',
  permission: 'enterprise.write',
  writes: true,
  request: EmptyRequest,
  response: SheetExportStarted,
});

export const adminEntStatisticsExportState = operatorEndpoint({
  path: '/api/admin/ent/statistics/export/state',
  permission: 'enterprise.read',
  writes: false,
  request: z.object({ jobId: ExportJobId }),
  response: SheetExportState,
});

export const adminEntStatisticsExportFile = operatorEndpoint({
  path: '/api/admin/ent/statistics/export/file',
  permission: 'enterprise.read',
  writes: false,
  request: z.object({ jobId: ExportJobId }),
  response: SheetExportFile,
});
