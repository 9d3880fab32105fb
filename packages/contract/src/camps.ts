import { z } from 'zod';
import { CampPlayDetail } from './camp-learning.js';
import { ActivityProductDetail, Lecturer } from './catalog.js';
import { MyCertificate } from './certificates.js';
import { Cents, Flag, Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { TrainingCard } from './home.js';
import { learnDurationSave, SeeType } from './learning.js';

/**
 * Training camps: terms (期) with an enrolment window and seats, a plan of items by day, and a
 * learner's enrolment (its id is the spec's trainingUserId) with stored progress and a rank.
 */

/**
 * A term's status, derived on the server from its dates and seats (China dates), never stored:
 * `upcoming` 即将开营 (enrolment not open, or closed before the start), `enrolling`, `full` 已满,
 * `running` (started, not enrolling), `ended`.
 */
export const TermStatus = z.enum(['upcoming', 'enrolling', 'full', 'running', 'ended']);
export type TermStatus = z.infer<typeof TermStatus>;

export const PlanItemKind = z.enum(['course', 'exam', 'coursework', 'live', 'offline', 'checkin']);
export type PlanItemKind = z.infer<typeof PlanItemKind>;

/**
 * The learner's place on a full term's waiting list: `position` among those still waiting (1 is
 * next), or, once a freed seat is offered to them, `offerExpiresAt` (China time): until then the
 * seat is theirs alone to buy.
 */
export const WaitlistPlace = z.object({
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof WaitlistPlace>;

export const CampTerm = z.object({
  id: z.number().int(),
  name: z.string(),
  enrollStartDate: z.string(),
  enrollEndDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  lateJoin: z.boolean(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  status: TermStatus,
  /** Set when the learner has already enrolled in this term. */
  trainingUserId: z.number().int().nullable(),
  /** The learner's place on the term's waiting list, null when not on it (and for visitors). */
  waitlist: WaitlistPlace.nullable(),
});
export type CampTerm = z.infer<typeof CampTerm>;

/** An item of a camp's plan; `unlockDate` (China date) only in a term's copy. */
export const PlanItem = z.object({
  id: z.number().int(),
  day: z.number().int(),
  stage: z.string().nullable(),
  kind: PlanItemKind,
  title: z.string(),
  courseId: z.number().int().nullable(),
  /** The exam of an `exam` item (/trainingCamp/exam/:id); passing it does the item. */
  examId: z.number().int().nullable(),
  required: z.boolean(),
  weight: z.number().int(),
});
export type PlanItem = z.infer<typeof PlanItem>;

const CampBase = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  description: z.string(),
  picCover: z.string(),
  price: Cents,
  linePrice: Cents,
  vip: Flag,
  enquire: Flag,
  enrolledCount: z.number().int(),
  lecturers: z.array(Lecturer),
  plan: z.array(PlanItem),
  activityProductDetail: ActivityProductDetail.nullable(),
});

/** The online camp page: the spec's purchase bar reads `enquire`, `vip`, `termList` and the activity. */
export const OnlineCampDetail = CampBase.extend({
  type: z.literal(8),
  termList: z.array(CampTerm),
  /** The term the purchase bar offers first: the first enrolling one, else the next to come, else null. */
  defaultTermId: z.number().int().nullable(),
});
export type OnlineCampDetail = z.infer<typeof OnlineCampDetail>;

export const OfflineCampDetail = CampBase.extend({
  type: z.literal(8),
  city: z.string().nullable(),
  address: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Whether enrolment is still open (before the first day). */
  enrolling: z.boolean(),
  trainingUserId: z.number().int().nullable(),
});
export type OfflineCampDetail = z.infer<typeof OfflineCampDetail>;

export const TrialCampDetail = CampBase.extend({
  /** The learner's trial enrolment, made by the first trial play; null before. */
  trainingUserId: z.number().int().nullable(),
});
export type TrialCampDetail = z.infer<typeof TrialCampDetail>;

const CampId = z.object({ id: Id });
const CAMP_PAGE_CACHE_SECONDS = 10;
const campPages = PageQuery.optional().default({ pageCurrent: 1, pageSize: 20 });

export const trainingOnlineList = endpoint({
  path: '/api/front/training/online/list',
  access: 'public',
  request: campPages,
  response: pageOf(TrainingCard),
  cacheSeconds: CAMP_PAGE_CACHE_SECONDS,
});
export const trainingOfflineList = endpoint({
  path: '/api/front/training/offline/list',
  access: 'public',
  request: campPages,
  response: pageOf(TrainingCard),
  cacheSeconds: CAMP_PAGE_CACHE_SECONDS,
});
export const trainingTrialList = endpoint({
  path: '/api/front/training/trial/list',
  access: 'public',
  request: campPages,
  response: pageOf(TrainingCard),
  cacheSeconds: CAMP_PAGE_CACHE_SECONDS,
});

/** Visitors see every term; a learner also sees the terms they enrolled in (trainingUserId). */
export const trainingOnlineDetail = endpoint({
  path: '/api/front/training/online/detail',
  access: 'optional',
  request: CampId,
  response: OnlineCampDetail,
});
export const trainingOfflineDetail = endpoint({
  path: '/api/front/training/offline/detail',
  access: 'optional',
  request: CampId,
  response: OfflineCampDetail,
});
export const trainingTrialDetail = endpoint({
  path: '/api/front/training/trial/detail',
  access: 'optional',
  request: CampId,
  response: TrialCampDetail,
});

const TermRef = z.object({ termId: Id });

/**
 * Joins a full term's waiting list (A0400 CAMP_TERM_NOT_FULL while seats are left); joining twice
 * keeps the first place. A freed seat is offered to the first learner waiting, by a notice, for a
 * limited time (decision 0019).
 */
export const trainingWaitlistJoin = endpoint({
  path: '/api/front/training/waitlist/join',
  access: 'user',
  request: TermRef,
  response: WaitlistPlace,
});

/** Leaves the waiting list; a seat offered to the learner goes to the next one. Leaving twice is fine. */
export const trainingWaitlistLeave = endpoint({
  path: '/api/front/training/waitlist/leave',
  access: 'user',
  request: TermRef,
  response: z.null(),
});

/** A trial camp's course in the player: free for every learner; the first play enrols them in the trial. */
export const trainingTrialPlay = endpoint({
  path: '/api/front/training/trial/play',
  access: 'user',
  request: z.object({ trainingId: Id, courseId: Id, sectionId: Id.optional(), seeType: SeeType.optional() }),
  response: CampPlayDetail,
});

/** The trial player's heartbeat: `learn/duration/save` under the trial's path, the same token and answer. */
export const trainingTrialLearnSave = endpoint({
  path: '/api/front/training/trial/learn/save',
  access: 'user',
  request: learnDurationSave.request,
  response: learnDurationSave.response,
});

/**
 * One plan item of an enrolment: when it unlocks, and whether it is done (a course learned, an exam
 * passed, a coursework submission that counts by its assignment's rule).
 */
export const EnrolmentItem = PlanItem.extend({
  unlockDate: z.string().nullable(),
  /** The assignment of a `coursework` item (/trainingCamp/work/:id), null until an operator sets one. */
  assignmentId: z.number().int().nullable(),
  /**
   * The live of a `live` item for the enrolment's term (/live/:id: the live, then its replay), the
   * latest when the term has several; null for other kinds and until an operator schedules one.
   */
  liveId: z.number().int().nullable(),
  locked: z.boolean(),
  done: z.boolean(),
});
export type EnrolmentItem = z.infer<typeof EnrolmentItem>;

/** The study plan of an enrolment (/trainingCamp/online/plan/{trainingUserId}, the trial plan). */
export const EnrolmentDetail = z.object({
  trainingUserId: z.number().int(),
  trainingId: z.number().int(),
  kind: z.enum(['online', 'offline', 'trial']),
  name: z.string(),
  picCover: z.string(),
  termName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: TermStatus.nullable(),
  /** China date the plan's today is (YYYY-MM-DD). */
  today: z.string(),
  progress: z.number().int().min(0).max(100),
  items: z.array(EnrolmentItem),
});
export type EnrolmentDetail = z.infer<typeof EnrolmentDetail>;

const EnrolmentRef = z.object({ trainingUserId: Id });

export const trainingUserDetail = endpoint({
  path: '/api/front/training/user/detail',
  access: 'user',
  request: EnrolmentRef,
  response: EnrolmentDetail,
});

/** The learner's trial plan of a camp (`id`: the trial camp); A0404 before their first trial play. */
export const trainingTrialUserDetail = endpoint({
  path: '/api/front/training/trial/user/detail',
  access: 'user',
  request: CampId,
  response: EnrolmentDetail,
});

export const EnrolmentCard = z.object({
  trainingUserId: z.number().int(),
  trainingId: z.number().int(),
  kind: z.enum(['online', 'offline', 'trial']),
  name: z.string(),
  picCover: z.string(),
  termName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: TermStatus.nullable(),
  progress: z.number().int(),
});
export type EnrolmentCard = z.infer<typeof EnrolmentCard>;

/** The learner's camps for the personal centre, newest enrolment first. */
export const trainingUserList = endpoint({
  path: '/api/front/training/user/list',
  access: 'user',
  request: campPages,
  response: pageOf(EnrolmentCard),
});

export const EnrolmentProgress = z.object({
  trainingUserId: z.number().int(),
  progress: z.number().int().min(0).max(100),
  requiredDone: z.number().int(),
  requiredTotal: z.number().int(),
});
export type EnrolmentProgress = z.infer<typeof EnrolmentProgress>;

export const trainingUserProgress = endpoint({
  path: '/api/front/training/v2/user/progress',
  access: 'user',
  request: EnrolmentRef,
  response: EnrolmentProgress,
});

export const RankEntry = z.object({
  rank: z.number().int(),
  /** Masked (张**) except the learner's own. */
  name: z.string(),
  progress: z.number().int(),
  mine: z.boolean(),
});
export type RankEntry = z.infer<typeof RankEntry>;

/**
 * The term's rank by progress, then by who reached it first: the top ten and the learner's
 * neighbours (three either side), each once, in rank order.
 */
export const trainingUserRank = endpoint({
  path: '/api/front/training/v2/user/rank',
  access: 'user',
  request: EnrolmentRef,
  response: z.object({ total: z.number().int(), myRank: z.number().int(), list: z.array(RankEntry) }),
});

/**
 * The enrolment's certificate: the term's, once the learner's stored progress met the camp's rule,
 * else null with what is left (the progress against `minProgress`, the required items done). Offline
 * and trial enrolments have no term and earn none; `minProgress` null: the camp gives no certificate.
 */
export const EnrolmentCertificate = EnrolmentProgress.extend({
  /** Percent of the required weight to reach; 100 is every required item done. */
  minProgress: z.number().int().min(1).max(100).nullable(),
  certificate: MyCertificate.nullable(),
});
export type EnrolmentCertificate = z.infer<typeof EnrolmentCertificate>;

export const trainingUserCert = endpoint({
  path: '/api/front/training/v2/user/cert',
  access: 'user',
  request: EnrolmentRef,
  response: EnrolmentCertificate,
});
