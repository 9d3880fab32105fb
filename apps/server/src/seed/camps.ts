import type {
  trainingPlanItems,
  trainings,
  trainingTerms,
  trainingUsers,
} from '../modules/camps/tables/index.js';
import type { courseworkAssignments } from '../modules/coursework/tables.js';
import { formatChinaDate } from '../platform/format/index.js';
import { type CoverArt, demoPicture, type Palette, pad } from './art.js';
import { singleCourseById } from './courses.js';
import { daysFromSeedDay } from './exams.js';
import { lecturerById } from './lecturers.js';

type TrainingRow = typeof trainings.$inferInsert;
type TermRow = typeof trainingTerms.$inferInsert;
type PlanItemRow = typeof trainingPlanItems.$inferInsert;
type EnrolmentRow = typeof trainingUsers.$inferInsert;
type AssignmentRow = typeof courseworkAssignments.$inferInsert;

/**
 * Training camps: online 1-4, offline 11-13, trial 21-22. Their dates are the seed's one exception
 * to fixed data: term and offline dates are counted in whole months from the first day of the
 * current month (UTC), so a fresh database always shows camps that are still to come. Rows that
 * exist already are left alone, so a later run in another month changes nothing.
 * Each camp teaches main-catalogue courses that have videos; online camps open them day by day. A
 * camp's plan is its courses (required) plus, for online camps, a live session and a check-in
 * (optional: their engines are still to come); each term gets its copy when it is inserted.
 */
interface CampDef {
  id: number;
  kind: 'online' | 'offline' | 'trial';
  name: string;
  intro: string;
  description: string[];
  lecturerId: number;
  /** Yuan. */
  price: number;
  linePrice: number;
  vip?: 1;
  enquire?: 1;
  enrolledCount: number;
  /** Online camps: [first term number, how many terms, length in days, capacity]; none means 即将开营. */
  terms?: [first: number, count: number, days: number, capacity: number];
  /**
   * One more term before those, numbered first − 1 (id camp × 10), that started on the first day of
   * this month: the term the demo learner studies in.
   */
  runningTerm?: true;
  /** Like runningTerm, but late joiners may enrol until it ends: a term to join and study at once. */
  lateJoinTerm?: true;
  /** The courses it teaches, in order, with the day of the term each opens (0: the first day). */
  courses: Array<[courseId: number, unlockDay: number]>;
  /** Offline camps: where, and [days from the seed day to the first day, length in days]. */
  venue?: { city: string; address: string; when: [startsInDays: number, days: number] };
}

const CAMPS: CampDef[] = [
  {
    id: 1,
    kind: 'online',
    name: '金牌内训师21天训练营',
    intro: '21天线上带教，每天一个练习，结营完成一次完整的录播试讲',
    description: [
      '训练营由陈思远老师领衔，采用“每日微课＋作业点评＋直播答疑”的方式，帮助内训师在21天里系统提升授课能力。',
      '每位学员将完成开场设计、案例讲授、互动组织和收尾总结四项作业，并提交一段15分钟的试讲视频，由导师逐一点评。',
      '考核合格的学员可获得知学内训师能力认证证书。',
    ],
    lecturerId: 1,
    price: 999,
    linePrice: 1999,
    vip: 1,
    enrolledCount: 1260,
    terms: [12, 3, 21, 60],
    lateJoinTerm: true,
    courses: [
      [1, 0],
      [2, 7],
      [40, 14],
    ],
  },
  {
    id: 2,
    kind: 'online',
    name: '课程开发线上工作坊',
    intro: '四周时间，带着你的业务经验来，带着一门可交付的课程走',
    description: [
      '工作坊按照精品课程开发七步法推进，每周一次直播工作坊，其余时间分组完成开发任务。',
      '林婉清老师和助教团队全程陪跑，逐一审阅学员的课程大纲、教学活动设计与课件初稿。',
      '工作坊名额有限，报名前请先咨询课程顾问，确认课题方向。',
    ],
    lecturerId: 2,
    price: 1299,
    linePrice: 1999,
    enquire: 1,
    enrolledCount: 420,
    terms: [5, 2, 28, 40],
    runningTerm: true,
    courses: [
      [7, 0],
      [8, 7],
      [9, 14],
      [10, 21],
    ],
  },
  {
    id: 3,
    kind: 'online',
    name: '新任经理90天转型训练营',
    intro: '上任后的关键90天，陪你完成从业务骨干到团队管理者的转变',
    description: [
      '训练营覆盖角色认知、目标管理、授权、绩效反馈和团队建设五个模块，每个模块都配有岗位实践任务。',
      '学员以小组形式学习，每两周一次直播复盘，由王振华老师点评典型管理难题。',
      '结营时每位学员提交一份团队管理改进计划，优秀计划将在学员社群中分享。',
    ],
    lecturerId: 3,
    price: 1599,
    linePrice: 2599,
    enrolledCount: 860,
    terms: [3, 2, 90, 80],
    courses: [
      [13, 0],
      [24, 14],
      [21, 30],
      [20, 60],
    ],
  },
  {
    id: 4,
    kind: 'online',
    name: 'AI办公效率训练营',
    intro: '两周掌握生成式AI在写作、纪要和数据分析中的用法',
    description: [
      '训练营以真实办公任务为练习素材，每天一个场景，手把手教你用AI助手提升工作效率。',
      '课程同时讲解企业使用AI的信息安全要求，帮助你用得放心。',
      '首期正在筹备中，开营时间确定后将第一时间通知已关注的学员。',
    ],
    lecturerId: 16,
    price: 499,
    linePrice: 799,
    vip: 1,
    enrolledCount: 0,
    courses: [
      [44, 0],
      [45, 7],
    ],
  },
  {
    id: 11,
    kind: 'offline',
    name: 'TTT职业培训师认证班（上海）',
    intro: '5天4晚封闭式集训，实战演练加一对一点评，考核通过颁发认证证书',
    description: [
      '认证班覆盖成人学习原理、课程设计、授课呈现与课堂管理四大模块，每位学员至少完成三次上台演练。',
      '课程采用小班教学，每班不超过30人，由陈思远老师与两位助教全程带教。',
      '费用包含课程、教材与午餐，住宿可由主办方协助预订。',
    ],
    lecturerId: 1,
    price: 6800,
    linePrice: 8800,
    enquire: 1,
    enrolledCount: 186,
    venue: { city: '上海', address: '上海市徐汇区宜山路700号 知学培训中心3楼', when: [40, 5] },
    courses: [[3, 0]],
  },
  {
    id: 12,
    kind: 'offline',
    name: '领导力发展研修班（北京）',
    intro: '面向中高层管理者的三天研修，聚焦变革与团队领导',
    description: [
      '研修班通过案例研讨、沙盘模拟与同侪教练，帮助管理者提升带领团队应对变化的能力。',
      '王振华老师将结合自己25年的管理经历，与学员深入讨论真实的管理难题。',
      '研修班名额有限，报名后课程顾问将与您联系确认学员背景。',
    ],
    lecturerId: 3,
    price: 12800,
    linePrice: 15800,
    enrolledCount: 94,
    venue: { city: '北京', address: '北京市海淀区中关村大街27号 中关村大厦8层', when: [70, 3] },
    courses: [[17, 0]],
  },
  {
    id: 13,
    kind: 'offline',
    name: '课程开发与经验萃取工作坊（深圳）',
    intro: '两天工作坊，带走一份萃取成果和一门课程的完整大纲',
    description: [
      '工作坊以学员的真实业务课题为素材，现场完成经验萃取访谈与课程大纲设计。',
      '林婉清老师将逐组点评，并提供课程开发全套工具模板。',
    ],
    lecturerId: 2,
    price: 4800,
    linePrice: 5800,
    enrolledCount: 132,
    venue: { city: '深圳', address: '深圳市南山区科苑路15号 科兴科学园B座6楼', when: [110, 2] },
    courses: [[8, 0]],
  },
  {
    id: 21,
    kind: 'trial',
    name: '培训师体验营：三天上好一堂短课',
    intro: '免费体验三天，跟着导师完成一次十分钟的微型授课',
    description: [
      '体验营每天一节短课和一个小练习，第三天提交一段十分钟的授课视频，导师会挑选部分作品直播点评。',
      '适合想成为内训师、但还没有上台经验的你。',
    ],
    lecturerId: 9,
    price: 0,
    linePrice: 199,
    enrolledCount: 3680,
    courses: [
      [3, 0],
      [12, 1],
      [2, 2],
    ],
  },
  {
    id: 22,
    kind: 'trial',
    name: '结构化表达七天体验营',
    intro: '七天七个练习，学会结论先行地汇报工作',
    description: [
      '每天一个真实职场场景：汇报进展、争取资源、总结会议……用结构化表达的方法重新组织你的语言。',
      '完成全部练习的学员可获得结构化表达练习手册电子版。',
    ],
    lecturerId: 10,
    price: 0,
    linePrice: 99,
    enrolledCount: 5240,
    courses: [
      [37, 0],
      [39, 3],
      [40, 6],
    ],
  },
];

const KIND_ART: Record<
  CampDef['kind'],
  { label: string; palettes: Palette[]; badge(camp: CampDef): string }
> = {
  online: {
    label: '线上训练营',
    palettes: ['violet', 'indigo', 'teal', 'ocean'],
    badge: (camp) => `${lecturerById(camp.lecturerId).name} 带教 · 分期开营`,
  },
  offline: {
    label: '线下集训',
    palettes: ['navy', 'rose', 'orange'],
    badge: (camp) => `${camp.venue?.city ?? ''} · 线下面授`,
  },
  trial: {
    label: '免费体验营',
    palettes: ['emerald', 'plum'],
    badge: (camp) => `${lecturerById(camp.lecturerId).name} 带教 · 免费报名`,
  },
};

/** 1-based position among the camps of the same kind: the list order, and the cover's palette. */
function positionInKind(camp: CampDef): number {
  return CAMPS.filter((other) => other.kind === camp.kind).indexOf(camp) + 1;
}

function campCover(camp: CampDef): CoverArt {
  const art = KIND_ART[camp.kind];
  const position = positionInKind(camp);
  return {
    kind: 'cover',
    file: `camps/t${pad(camp.id)}.svg`,
    title: camp.name,
    label: art.label,
    badge: art.badge(camp),
    palette: art.palettes[(position - 1) % art.palettes.length] ?? 'violet',
    motif: position + 1,
  };
}

/** The China date `days` after the seed day's. */
function chinaDay(today: Date, days: number): string {
  return formatChinaDate(daysFromSeedDay(today)(days));
}

function campRow(camp: CampDef, today: Date): TrainingRow {
  const when = camp.venue?.when;
  return {
    id: camp.id,
    kind: camp.kind,
    name: camp.name,
    intro: camp.intro,
    description: camp.description.join('\n'),
    picCover: demoPicture(campCover(camp)),
    lecturerId: camp.lecturerId,
    price: camp.price * 100,
    linePrice: camp.linePrice * 100,
    vip: camp.vip ?? 0,
    enquire: camp.enquire ?? 0,
    city: camp.venue?.city ?? null,
    address: camp.venue?.address ?? null,
    startDate: when ? chinaDay(today, when[0]) : null,
    endDate: when ? chinaDay(today, when[0] + when[1] - 1) : null,
    enrolledCount: camp.enrolledCount,
    sort: positionInKind(camp),
    // Online terms certify learners who finish every required item of the plan.
    certificateMinProgress: camp.kind === 'online' ? 100 : null,
  };
}

/**
 * Days from the seed day back to the start of a running term: in its last week, so that its whole
 * plan (the courses opening week by week, the closing live and coursework) is open to its learners.
 */
const RUNNING_TERM_BEGAN_DAYS_AGO = 23;
/** Days from the seed day to the first upcoming term's start; later ones follow by their length. */
const FIRST_TERM_STARTS_IN_DAYS = 11;
/** Enrolment opens this many days before a term starts, and closes three days before. */
const ENROLMENT_OPENS_DAYS_BEFORE = 30;
const ENROLMENT_CLOSES_DAYS_BEFORE = 3;
/** A late-join term takes learners until it ends, this many days after the seed day. */
const LATE_JOIN_TERM_ENDS_IN_DAYS = 45;

/**
 * Every date counts from the seed day, so the demo reads the same on any day of the month: term k
 * starts FIRST_TERM_STARTS_IN_DAYS after it, k × (its length, at least a month) later, and enrols
 * from ENROLMENT_OPENS_DAYS_BEFORE its start (the first term enrols now, a later one is still
 * 即将开营); a running term began RUNNING_TERM_BEGAN_DAYS_AGO and holds the demo learners' seats,
 * with days of it still to come; a late-join term began then too and takes learners until it ends.
 */
function termRows(camp: CampDef, today: Date): TermRow[] {
  if (!camp.terms) return [];
  const [first, count, days, capacity] = camp.terms;
  const step = Math.max(30, days);
  const term = (k: number, startsIn: number): TermRow => ({
    id: camp.id * 10 + k + 1,
    trainingId: camp.id,
    name: `第${first + k}期`,
    enrollStartDate: chinaDay(today, startsIn - ENROLMENT_OPENS_DAYS_BEFORE),
    enrollEndDate: chinaDay(today, startsIn - ENROLMENT_CLOSES_DAYS_BEFORE),
    startDate: chinaDay(today, startsIn),
    endDate: chinaDay(today, startsIn + days - 1),
    capacity,
    taken: k < 0 ? DEMO_CAMP_LEARNERS.length : 0,
  });
  const upcoming = Array.from({ length: count }, (_, k) => term(k, FIRST_TERM_STARTS_IN_DAYS + k * step));
  const running = term(-1, -RUNNING_TERM_BEGAN_DAYS_AGO);
  if (camp.lateJoinTerm) {
    const endDate = chinaDay(today, LATE_JOIN_TERM_ENDS_IN_DAYS);
    return [{ ...running, lateJoin: true, endDate, enrollEndDate: endDate, taken: 0 }, ...upcoming];
  }
  return camp.runningTerm ? [running, ...upcoming] : upcoming;
}

function planItemRows(camp: CampDef): PlanItemRow[] {
  const courseItems = camp.courses.map(([courseId, unlockDay]) => ({
    kind: 'course',
    title: singleCourseById(courseId).course.name,
    courseId,
    day: unlockDay,
    required: true,
  }));
  const lastDay = Math.max(...camp.courses.map(([, unlockDay]) => unlockDay));
  const extras =
    camp.kind === 'online'
      ? [
          { kind: 'checkin', title: '开营打卡：写下你的学习目标', courseId: null, day: 0, required: false },
          { kind: 'live', title: '结营直播答疑', courseId: null, day: lastDay + 1, required: false },
          {
            kind: 'coursework',
            title: '结营作业：我的学习成果',
            courseId: null,
            day: lastDay + 1,
            required: false,
          },
        ]
      : // The days in the room: attendance is taken by the trainer's check-in code.
        camp.kind === 'offline'
        ? [{ kind: 'offline', title: '现场授课与签到', courseId: null, day: 0, required: true }]
        : [];
  return [...courseItems, ...extras]
    .sort((a, b) => a.day - b.day)
    .map((item, index) => ({
      id: camp.id * 100 + index + 1,
      trainingId: camp.id,
      stage: camp.kind === 'online' ? `第${Math.floor(item.day / 7) + 1}周` : null,
      weight: 1,
      sort: index + 1,
      ...item,
    }));
}

/**
 * 张晨阳 (user 2, phone 13800000002) and 周小满 (user 3, phone 13800000003) study in the running term of
 * the enquiry-only workshop (camp 2), enrolled by a course adviser rather than by an order, so the camp's
 * playback can be seen with a demo login (its first course is open from the term's first day, the later
 * ones open week by week), and classmates can see, like and comment on each other's coursework.
 */
const DEMO_CAMP_LEARNERS = [
  { userId: 2, enrolledAt: new Date('2026-04-06T10:30:00+08:00') },
  { userId: 3, enrolledAt: new Date('2026-04-07T19:05:00+08:00') },
];

function demoEnrolments(): EnrolmentRow[] {
  const camp = CAMPS.find((candidate) => candidate.runningTerm);
  if (!camp) throw new Error('seed: no camp has a running term');
  return DEMO_CAMP_LEARNERS.map(({ userId, enrolledAt }, index) => ({
    id: index + 1,
    userId,
    trainingId: camp.id,
    termId: camp.id * 10,
    orderId: null,
    createdAt: enrolledAt,
    progressAt: enrolledAt,
  }));
}

const COURSEWORK_DAYS_OPEN = 60;

/** Each coursework item of the plans gets its assignment, open for two months from seeding. */
function assignmentRows(planItems: PlanItemRow[], today: Date): AssignmentRow[] {
  // From China midnight, so that seeding on another day of the same date gives the same rows.
  const daysFrom = daysFromSeedDay(today);
  const deadline = daysFrom(COURSEWORK_DAYS_OPEN);
  return planItems
    .filter((item) => item.kind === 'coursework')
    .map((item, index) => ({
      id: index + 1,
      trainingId: item.trainingId,
      planItemId: item.id ?? 0,
      title: item.title,
      requirements:
        '结合本期所学，写一篇不少于 300 字的学习总结：你学到了什么、在工作中如何应用。\n可以附上课堂笔记的照片或你的实践材料（PDF、Word、PPT）。',
      deadline,
      lateAllowed: false,
      visibility: 'after_submit',
      countsOn: 'submit',
      createdAt: daysFrom(0),
    }));
}

export function buildCampRows(today: Date): {
  trainings: TrainingRow[];
  terms: TermRow[];
  planItems: PlanItemRow[];
  assignments: AssignmentRow[];
  enrolments: EnrolmentRow[];
} {
  const planItems = CAMPS.flatMap(planItemRows);
  return {
    trainings: CAMPS.map((camp) => campRow(camp, today)),
    terms: CAMPS.flatMap((camp) => termRows(camp, today)),
    planItems,
    assignments: assignmentRows(planItems, today),
    enrolments: demoEnrolments(),
  };
}

export const campArt = CAMPS.map(campCover);
