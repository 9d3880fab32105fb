import { z } from 'zod';
import { PlanItem, PlanItemKind, TermStatus } from '../camps.js';
import { Cents, Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';
import { ExportJobId, SheetExportFile, SheetExportStarted, SheetExportState } from './sheet-exports.js';

/**
 * Training camps in the console: camps and their terms (create, edit), a term's board (every
 * learner's progress, 转期 to a later term of the camp, removal, the waiting list) and the
 * sessions a trainer shows the check-in code of. Every write is audited.
 */

export const CampKind = z.enum(['online', 'offline', 'trial']);

/** What the end of a term does to access: keep, read-only replay, or replay then close. */
export const TermEndAccess = z.enum(['keep', 'replay', 'close']);
export type TermEndAccess = z.infer<typeof TermEndAccess>;

export const AdminCamp = z.object({
  id: z.number().int(),
  kind: CampKind,
  name: z.string(),
  intro: z.string(),
  price: Cents,
  linePrice: Cents,
  enquire: z.boolean(),
  termEndAccess: TermEndAccess,
  /** With `close`: days after a term's end its courses close (0: the day after the end). */
  accessCloseDays: z.number().int().nullable(),
  /** Percent of the plan's required weight that earns a term's certificate; null: none. */
  certificateMinProgress: z.number().int().nullable(),
  /** The camp's certificate design; null prints the built-in one. */
  certificateTemplateId: z.number().int().nullable(),
  termCount: z.number().int(),
  enrolledCount: z.number().int(),
});
export type AdminCamp = z.infer<typeof AdminCamp>;

export const CampFields = z
  .object({
    name: z.string().trim().min(1, '请输入训练营名称').max(60, '训练营名称最多 60 个字'),
    intro: z.string().trim().max(200, '简介最多 200 个字'),
    price: Cents.max(100_000_000, '价格过高'),
    linePrice: Cents.max(100_000_000, '价格过高'),
    enquire: z.boolean(),
    termEndAccess: TermEndAccess.default('keep'),
    accessCloseDays: z.number().int().min(0).max(3650, '最多 3650 天').nullable().default(null),
    // Left out: unchanged (a camp created without them hands out no certificate).
    certificateMinProgress: z
      .number()
      .int()
      .min(1, '结业进度为 1 到 100')
      .max(100, '结业进度为 1 到 100')
      .nullable()
      .optional(),
    certificateTemplateId: Id.nullable().optional(),
  })
  .refine((camp) => (camp.termEndAccess === 'close') === (camp.accessCloseDays !== null), {
    message: '结营后关闭时请填写关闭天数',
    path: ['accessCloseDays'],
  });
export type CampFields = z.infer<typeof CampFields>;

export const adminCampList = operatorEndpoint({
  path: '/api/admin/camps/list',
  permission: 'camps.read',
  writes: false,
  request: PageQuery,
  response: pageOf(AdminCamp),
});

export const adminCampCreate = operatorEndpoint({
  path: '/api/admin/camps/create',
  permission: 'camps.write',
  writes: true,
  request: CampFields.and(z.object({ kind: CampKind })),
  response: AdminCamp,
});

export const adminCampUpdate = operatorEndpoint({
  path: '/api/admin/camps/update',
  permission: 'camps.write',
  writes: true,
  request: CampFields.and(z.object({ id: Id })),
  response: AdminCamp,
});

const ChinaDate = z.iso.date('请选择日期');

export const AdminTerm = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  name: z.string(),
  enrollStartDate: z.string(),
  enrollEndDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  lateJoin: z.boolean(),
  capacity: z.number().int(),
  /** Seats held by open orders, offers to waiting learners and enrolments. */
  taken: z.number().int(),
  status: TermStatus,
  enrolled: z.number().int(),
  waiting: z.number().int(),
});
export type AdminTerm = z.infer<typeof AdminTerm>;

export const TermFields = z
  .object({
    name: z.string().trim().min(1, '请输入期次名称').max(30, '期次名称最多 30 个字'),
    enrollStartDate: ChinaDate,
    enrollEndDate: ChinaDate,
    startDate: ChinaDate,
    endDate: ChinaDate,
    capacity: z.number().int().min(1, '名额至少为 1').max(100_000, '名额最多 100000'),
    lateJoin: z.boolean(),
  })
  .refine((term) => term.enrollStartDate <= term.enrollEndDate, {
    message: '报名截止日期不能早于报名开始日期',
    path: ['enrollEndDate'],
  })
  .refine((term) => term.startDate <= term.endDate, {
    message: '结营日期不能早于开营日期',
    path: ['endDate'],
  });
export type TermFields = z.infer<typeof TermFields>;

export const adminCampTermList = operatorEndpoint({
  path: '/api/admin/camps/term/list',
  permission: 'camps.read',
  writes: false,
  request: z.object({ trainingId: Id }),
  response: z.array(AdminTerm),
});

/** A new term of an online camp; the camp's plan is copied into it as it is created. */
export const adminCampTermCreate = operatorEndpoint({
  path: '/api/admin/camps/term/create',
  permission: 'camps.write',
  writes: true,
  request: TermFields.and(z.object({ trainingId: Id })),
  response: AdminTerm,
});

/** Edits a term; its capacity cannot go below the seats already taken. */
export const adminCampTermUpdate = operatorEndpoint({
  path: '/api/admin/camps/term/update',
  permission: 'camps.write',
  writes: true,
  request: TermFields.and(z.object({ id: Id })),
  response: AdminTerm,
});

export const TermLearner = z.object({
  trainingUserId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  progress: z.number().int(),
  enrolledAt: z.string(),
});
export type TermLearner = z.infer<typeof TermLearner>;

export const WaitingLearner = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  joinedAt: z.string(),
  /** China time the seat offered to them is held until; null while they wait. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitingLearner = z.infer<typeof WaitingLearner>;

/** A term's board: its figures, every learner by progress, the waiting list in order. */
export const TermBoard = z.object({
  term: AdminTerm,
  averageProgress: z.number().int(),
  completed: z.number().int(),
  learners: z.array(TermLearner),
  waitlist: z.array(WaitingLearner),
  /** Later terms of the camp a learner may be moved to (转期). */
  laterTerms: z.array(z.object({ id: z.number().int(), name: z.string(), startDate: z.string() })),
});
export type TermBoard = z.infer<typeof TermBoard>;

export const adminCampTermBoard = operatorEndpoint({
  path: '/api/admin/camps/term/board',
  permission: 'camps.read',
  writes: false,
  request: z.object({ termId: Id }),
  response: TermBoard,
});

/**
 * Starts the spreadsheet of the term's learners in rank order, made by a job: phones masked unless
 * the asking role sees phones. While the operator's export of the term is still being made, asking
 * again answers that one.
 */
export const adminCampTermExport = operatorEndpoint({
  path: '/api/admin/camps/term/export',
  permission: 'camps.read',
  writes: true,
  request: z.object({ termId: Id }),
  response: SheetExportStarted,
});

/** The operator's own export's state (another operator's is the same A0404 as none). */
export const adminCampTermExportState = operatorEndpoint({
  path: '/api/admin/camps/term/export/state',
  permission: 'camps.read',
  writes: false,
  request: z.object({ jobId: ExportJobId }),
  response: SheetExportState,
});

export const adminCampTermExportFile = operatorEndpoint({
  path: '/api/admin/camps/term/export/file',
  permission: 'camps.read',
  writes: false,
  request: z.object({ jobId: ExportJobId }),
  response: SheetExportFile,
});

/**
 * 转期: moves an enrolment to a later term of the same camp, taking a seat there and freeing the
 * old one (offered to its waiting list); the learner's progress and records stay.
 */
export const adminCampEnrolmentTransfer = operatorEndpoint({
  path: '/api/admin/camps/enrolment/transfer',
  permission: 'camps.write',
  writes: true,
  request: z.object({ trainingUserId: Id, termId: Id }),
  response: z.null(),
});

/** Removes a learner from a term; the seat is freed (offered to the waiting list). */
export const adminCampEnrolmentRemove = operatorEndpoint({
  path: '/api/admin/camps/enrolment/remove',
  permission: 'camps.write',
  writes: true,
  request: z.object({ trainingUserId: Id }),
  response: z.null(),
});

export const CheckinSessionRow = z.object({
  itemId: z.number().int(),
  termId: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(['offline', 'checkin']),
  /** The term's date of the session; null for an offline camp's. */
  date: z.string().nullable(),
});
export type CheckinSessionRow = z.infer<typeof CheckinSessionRow>;

/** The sessions one can check in at: a term's (online camp) or the camp's own (offline camp). */
export const adminCampCheckinSessions = operatorEndpoint({
  path: '/api/admin/camps/checkin/sessions',
  permission: 'camps.checkin',
  writes: false,
  request: z.object({ trainingId: Id, termId: Id.optional() }),
  response: z.array(CheckinSessionRow),
});

/** An item of the camp's plan as the console edits it. */
export const AdminPlanItem = PlanItem;
export type AdminPlanItem = z.infer<typeof AdminPlanItem>;

/** The camp's plan (its template, in order) and the terms that have a copy of it. */
export const AdminCampPlan = z.object({
  trainingId: z.number().int(),
  kind: CampKind,
  items: z.array(AdminPlanItem),
  /** Terms already created keep the copy they were made with: editing here changes none of them. */
  termCount: z.number().int(),
});
export type AdminCampPlan = z.infer<typeof AdminCampPlan>;

export const adminCampPlan = operatorEndpoint({
  path: '/api/admin/camps/plan',
  permission: 'camps.read',
  writes: false,
  request: z.object({ trainingId: Id }),
  response: AdminCampPlan,
});

/** One item as saved: `id` names an item kept, none adds one. Its place in the list is its order. */
export const PlanItemFields = z
  .object({
    id: Id.optional(),
    day: z.number().int().min(0, '解锁日不能小于 0').max(365, '解锁日最多为第 365 天'),
    stage: z
      .string()
      .trim()
      .max(20, '阶段名称最多 20 个字')
      .nullable()
      .transform((stage) => (stage ? stage : null)),
    kind: PlanItemKind,
    title: z.string().trim().min(1, '请输入计划项名称').max(60, '计划项名称最多 60 个字'),
    courseId: Id.nullable(),
    examId: Id.nullable(),
    required: z.boolean(),
    weight: z.number().int().min(0, '权重不能小于 0').max(100, '权重最多为 100'),
  })
  .refine((item) => (item.kind === 'course') === (item.courseId !== null), {
    message: '课程计划项须选择课程，其他计划项不选课程',
    path: ['courseId'],
  })
  .refine((item) => item.kind === 'exam' || item.examId === null, {
    message: '只有考试计划项可以选择考试',
    path: ['examId'],
  });
export type PlanItemFields = z.infer<typeof PlanItemFields>;

/**
 * Saves the camp's whole plan in the order given: items named by id are updated, new ones added,
 * items left out retired (no longer copied into new terms; records of terms that had them stay).
 * Terms already created keep their copy.
 */
export const adminCampPlanSave = operatorEndpoint({
  path: '/api/admin/camps/plan/save',
  permission: 'camps.write',
  writes: true,
  request: z.object({
    trainingId: Id,
    items: z.array(PlanItemFields).max(200, '计划项最多 200 个'),
  }),
  response: AdminCampPlan,
});
