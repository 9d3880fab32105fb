import { z } from 'zod';
import { BundleGroup, CatalogGroup, CourseShowcase, Lecturer, SearchText } from './catalog.js';
import { EmptyRequest, Flag, Id, ProductType } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * The enterprise learning centre (/api/ent/front, enterprise learners only: A0301
 * 该功能仅对企业学员开放 for anyone else). The enterprise is the session's, never a request field;
 * an id of another enterprise's course, topic or task is A0404 as if it did not exist. See
 * docs/decisions/0030-enterprise-learning-centre.md.
 */

export const EntCategory = z.object({ id: z.number().int(), name: z.string() });

/** `course/category/drop`: the enterprise's categories of its library, for the course list's filter. */
export const entCourseCategoryDrop = endpoint({
  path: '/api/ent/front/course/category/drop',
  access: 'enterprise',
  request: EmptyRequest,
  response: z.array(EntCategory),
});

/** A course or bundle of the library, with the learner's own state (spec: course list item). */
export const EntCourseItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  picCover: z.string(),
  picHeader: z.string(),
  labelNameList: z.array(z.string()),
  /** Lessons of a course, courses of a bundle. */
  count: z.number().int(),
  lecturerName: z.string().nullable(),
  /** The enterprise's own course (内训), not a licensed platform course. */
  private: z.boolean(),
  /** 1 once every lesson is learned. */
  learnStatus: Flag,
  /** 1 once the learner has started: the card says 继续学习. */
  lastViewed: Flag,
});
export type EntCourseItem = z.infer<typeof EntCourseItem>;

/** `course/list`: the library, by category, or matching a search (/ent/search: inside the library only). */
export const entCourseList = endpoint({
  path: '/api/ent/front/course/list',
  access: 'enterprise',
  request: PageQuery.extend({ categoryId: Id.optional(), keyword: SearchText.optional() }),
  response: pageOf(EntCourseItem),
});

/** A library course or bundle as its detail page shows it; study needs no purchase (立即学习). */
export const EntCourseDetail = CourseShowcase.extend({
  private: z.boolean(),
  /** Always 1: the library is the enterprise's. */
  buy: Flag,
  /** 1 once the learner started the course: 继续学习. */
  study: Flag,
  /** For a bundle: the first course of its first group, which its 立即学习 opens. */
  firstCourseId: z.number().int().nullable(),
});
export type EntCourseDetail = z.infer<typeof EntCourseDetail>;

/** With `bundleId` the course is opened from that library bundle and must be in it. */
export const entCourseDetail = endpoint({
  path: '/api/ent/front/course/detail',
  access: 'enterprise',
  request: z.object({ id: Id, bundleId: Id.optional() }),
  response: EntCourseDetail,
});

/** Chapters and sections of a library course, every section playable, with the learner's progress. */
export const entCourseCatalog = endpoint({
  path: '/api/ent/front/course/catalog',
  access: 'enterprise',
  request: z.object({ id: Id }),
  response: z.array(CatalogGroup),
});

/** A library bundle's groups and courses. */
export const entCourseBundleCatalog = endpoint({
  path: '/api/ent/front/course/bundle/catalog',
  access: 'enterprise',
  request: z.object({ id: Id }),
  response: z.array(BundleGroup),
});

/** The lecturer of a library course (/ent/base/ent-teacher-modal). */
export const entCourseTeacherDetail = endpoint({
  path: '/api/ent/front/course/teacher/detail',
  access: 'enterprise',
  request: z.object({ id: Id }),
  response: Lecturer,
});

export const EntTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  picCover: z.string(),
  intro: z.string(),
  courseCount: z.number().int(),
});
export type EntTopic = z.infer<typeof EntTopic>;

/** `topic/list`: the enterprise's topics (专题). */
export const entTopicList = endpoint({
  path: '/api/ent/front/topic/list',
  access: 'enterprise',
  request: PageQuery,
  response: pageOf(EntTopic),
});

/** `topic/course/list`: one topic and its courses still in the library, in the topic's order. */
export const entTopicCourseList = endpoint({
  path: '/api/ent/front/topic/course/list',
  access: 'enterprise',
  request: z.object({ id: Id }),
  response: z.object({ topic: EntTopic, list: z.array(EntCourseItem) }),
});

/** The learner's figures in the learning centre, read from the daily roll-ups. */
export const EntStatistics = z.object({
  todayMinutes: z.number().int(),
  weekMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  studyDayCount: z.number().int(),
  /** Library courses started, and of those the ones with every lesson learned. */
  courseCount: z.number().int(),
  finishedCourseCount: z.number().int(),
  /** Learning tasks assigned to the learner, and those done. */
  taskCount: z.number().int(),
  finishedTaskCount: z.number().int(),
});
export type EntStatistics = z.infer<typeof EntStatistics>;

export const entHomeStatistics = endpoint({
  path: '/api/ent/front/home/statistics',
  access: 'enterprise',
  request: EmptyRequest,
  response: EntStatistics,
});

export const EntLearnerRank = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  totalMinutes: z.number().int(),
});
export type EntLearnerRank = z.infer<typeof EntLearnerRank>;

/** `learn/learning/top`: the enterprise's learners with the most study time. */
export const entLearnLearningTop = endpoint({
  path: '/api/ent/front/learn/learning/top',
  access: 'enterprise',
  request: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.array(EntLearnerRank),
});

/** `home/learn/user/rank`: the learner's own place among the enterprise's learners (rank 0: not yet ranked). */
export const entHomeLearnUserRank = endpoint({
  path: '/api/ent/front/home/learn/user/rank',
  access: 'enterprise',
  request: EmptyRequest,
  response: EntLearnerRank.extend({ learnerCount: z.number().int() }),
});

export const EntLearningRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  picCover: z.string(),
  count: z.number().int(),
  finishedCount: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  learnStatus: Flag,
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  lastStudyTime: z.string(),
});
export type EntLearningRecord = z.infer<typeof EntLearningRecord>;

/** `learn/learning/list/all`: the learner's library courses, most recently studied first. */
export const entLearnLearningListAll = endpoint({
  path: '/api/ent/front/learn/learning/list/all',
  access: 'enterprise',
  request: PageQuery,
  response: pageOf(EntLearningRecord),
});

/** 0 未开始, 1 进行中, 2 已完成, 3 已逾期. */
export const EntTaskStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type EntTaskStatus = z.infer<typeof EntTaskStatus>;
export const ENT_TASK_STATUS_NAMES = ['未开始', '进行中', '已完成', '已逾期'] as const;

export const EntTask = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  required: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  startTime: z.string(),
  deadline: z.string(),
  status: EntTaskStatus,
  itemCount: z.number().int(),
  doneCount: z.number().int(),
});
export type EntTask = z.infer<typeof EntTask>;

/** `task/list/pc`: the learner's tasks (assigned to them or to their department or one above it). */
export const entTaskListPc = endpoint({
  path: '/api/ent/front/task/list/pc',
  access: 'enterprise',
  request: PageQuery.extend({ status: EntTaskStatus.optional() }),
  response: pageOf(EntTask),
});

export const EntTaskItem = z.object({
  kind: z.enum(['course', 'exam']),
  /** The course's or the exam's id. */
  id: z.number().int(),
  name: z.string(),
  picCover: z.string().nullable(),
  /** Lessons of a course (1 for an exam), and those learned (1 once the exam is passed). */
  count: z.number().int(),
  doneCount: z.number().int(),
  done: z.boolean(),
});
export type EntTaskItem = z.infer<typeof EntTaskItem>;

export const entTaskDetail = endpoint({
  path: '/api/ent/front/task/detail',
  access: 'enterprise',
  request: z.object({ id: Id }),
  response: EntTask.extend({ items: z.array(EntTaskItem) }),
});
