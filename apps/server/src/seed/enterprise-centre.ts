import type {
  entCategories,
  entDepartments,
  enterpriseCourses,
  entLearners,
  entLearnerTotals,
  entSeats,
  entStudyDays,
  entTaskAssignees,
  entTaskItems,
  entTasks,
  entTopicCourses,
  entTopics,
} from '../modules/enterprise/tables.js';
import type { courseStudy, sectionProgress, studyDays } from '../modules/learning/tables.js';
import { formatChinaDate } from '../platform/format/index.js';
import { type BannerArt, type CoverArt, demoPicture, type Palette } from './art.js';
import { buildSingleCourse } from './course-content.js';
import { parseCourseBlocks } from './course-table.js';
import { singleCourseById } from './courses.js';
import { ENTERPRISE_ID as A, SECOND_ENTERPRISE_ID as B } from './enterprise.js';
import { daysFromSeedDay } from './exams.js';

/**
 * The two demo enterprises' learning centres: departments, the library (site licences, one per-seat
 * licence, one expired licence and private courses), categories, topics, learning tasks, and the
 * daily study roll-ups of the past (the job adds today's as learners study).
 */

const JOINED = new Date('2025-09-01T10:00:00+08:00');

export const entDepartmentRows: (typeof entDepartments.$inferInsert)[] = [
  { id: 1, entId: A, parentId: null, name: '华东智造集团', sort: 1 },
  { id: 2, entId: A, parentId: 1, name: '人力资源部', sort: 1 },
  { id: 3, entId: A, parentId: 1, name: '生产制造部', sort: 2 },
  { id: 4, entId: A, parentId: 3, name: '一车间', sort: 1 },
  { id: 5, entId: A, parentId: 1, name: '质量管理部', sort: 3 },
  { id: 11, entId: B, parentId: null, name: '江南云帆科技', sort: 1 },
  { id: 12, entId: B, parentId: 11, name: '研发中心', sort: 1 },
  { id: 13, entId: B, parentId: 11, name: '市场部', sort: 2 },
];

const DEPARTMENT_OF: Array<[userId: number, entId: number, deptId: number]> = [
  [11, A, 2],
  [12, A, 2],
  [13, A, 3],
  [14, A, 4],
  [15, A, 4],
  [16, A, 5],
  [17, A, 5],
  [21, B, 12],
  [22, B, 12],
  [23, B, 13],
  [24, B, 13],
];

export const entLearnerRows: (typeof entLearners.$inferInsert)[] = DEPARTMENT_OF.map(
  ([userId, entId, deptId]) => ({
    userId,
    entId,
    deptId,
  }),
);

export const entCategoryRows: (typeof entCategories.$inferInsert)[] = [
  { id: 1, entId: A, name: '管理能力', sort: 1 },
  { id: 2, entId: A, name: '安全生产', sort: 2 },
  { id: 3, entId: A, name: '职场通用', sort: 3 },
  { id: 4, entId: A, name: '企业内训', sort: 4 },
  { id: 11, entId: B, name: '研发效能', sort: 1 },
  { id: 12, entId: B, name: '市场营销', sort: 2 },
  { id: 13, entId: B, name: '企业内训', sort: 3 },
];

/** The enterprises' own courses (channel `enterprise`): 301-302 of the first, 311 of the second. */
const PRIVATE_COURSES = `
  301 | 1 | free | 企业内训 | new | 126 | 2025-09-10
  华东智造新员工入职指南
  公司历史、组织架构与制度，一门课帮新同事站稳第一周
  华东智造集团的内部入职课程：从公司发展历程、组织架构到考勤、报销与信息安全制度，帮助新员工快速融入。
  【认识华东智造】公司发展历程|组织架构与各部门职责
  【制度与流程】考勤与休假制度|报销流程与信息安全

  302 | 5 | free | 企业内训 安全 | - | 98 | 2025-09-18
  车间安全操作规程
  华东智造车间安全操作的标准规程与事故案例复盘
  本课讲解公司车间的安全操作规程、个人防护装备的正确使用，以及近年典型事故案例的复盘与改进。
  【操作规程】设备开机前检查|个人防护装备的使用
  【案例复盘】典型事故案例分析|隐患上报流程

  311 | 3 | free | 企业内训 | new | 64 | 2025-10-20
  云帆研发流程与代码规范
  江南云帆研发中心的需求、评审、发布流程与代码规范
  江南云帆研发中心的内部课程：从需求评审、技术方案到代码评审与发布，讲清每一步的规范与协作方式。
  【研发流程】需求评审与排期|技术方案评审
  【代码规范】代码评审要点|发布与回滚规范
`;

const headerArt: BannerArt[] = [
  [A, '华东智造企业内训', 'ocean'] as const,
  [B, '江南云帆企业内训', 'emerald'] as const,
].map(([entId, title, palette]) => ({
  kind: 'header',
  file: `enterprise/header-e${entId}.svg`,
  title,
  sub: '本企业专属课程，仅企业学员可学',
  cta: '',
  palette,
  motif: entId,
}));

const PRIVATE_OWNER: Record<number, { entId: number; palette: Palette; label: string }> = {
  301: { entId: A, palette: 'ocean', label: '华东智造内训' },
  302: { entId: A, palette: 'ocean', label: '华东智造内训' },
  311: { entId: B, palette: 'emerald', label: '江南云帆内训' },
};

export const privateCourses = parseCourseBlocks(PRIVATE_COURSES).map((block, index) => {
  const owner = PRIVATE_OWNER[block.id];
  if (!owner) throw new Error(`seed: private course ${block.id} has no enterprise`);
  const header = demoPicture(headerArt[owner.entId - 1] as BannerArt);
  return buildSingleCourse(block, {
    channel: 'enterprise',
    categoryId: null,
    youkeListId: null,
    sort: index + 1,
    label: owner.label,
    palette: owner.palette,
    audience: '本企业全体员工。',
    picHeader: header,
    picPcBanner: header,
  });
});

type LibraryRow = typeof enterpriseCourses.$inferInsert;
const SITE_UNTIL = new Date('2027-12-31T23:59:59+08:00');

/** [course, category]: the first enterprise's site licences (18 single courses and two bundles). */
const LIBRARY_A: Array<[courseId: number, categoryId: number]> = [
  [1, 1],
  [2, 1],
  [4, 1],
  [7, 3],
  [8, 3],
  [13, 2],
  [14, 2],
  [15, 2],
  [19, 3],
  [20, 1],
  [21, 1],
  [22, 3],
  [25, 3],
  [31, 1],
  [37, 3],
  [39, 3],
  [43, 1],
  [44, 1],
  [102, 1],
  [106, 3],
];
const LIBRARY_B: Array<[courseId: number, categoryId: number]> = [
  [1, 11],
  [3, 11],
  [5, 11],
  [6, 12],
  [16, 12],
  [23, 12],
  [103, 11],
];

/** Course 9 is licensed per seat to the first enterprise; course 10's licence expired. */
export const SEAT_COURSE = 9;
export const EXPIRED_COURSE = 10;

export const libraryRows: LibraryRow[] = [
  ...LIBRARY_A.map(([courseId, categoryId], index) => site(A, courseId, categoryId, index)),
  { entId: A, courseId: SEAT_COURSE, licence: 'seats', seats: 3, categoryId: 1, sort: 30, createdAt: JOINED },
  {
    entId: A,
    courseId: EXPIRED_COURSE,
    licence: 'site',
    expiresAt: new Date('2026-01-01T00:00:00+08:00'),
    categoryId: 1,
    sort: 31,
    createdAt: JOINED,
  },
  { entId: A, courseId: 301, licence: 'private', categoryId: 4, sort: 0, createdAt: JOINED },
  { entId: A, courseId: 302, licence: 'private', categoryId: 2, sort: 0, createdAt: JOINED },
  ...LIBRARY_B.map(([courseId, categoryId], index) => site(B, courseId, categoryId, index)),
  { entId: B, courseId: 311, licence: 'private', categoryId: 13, sort: 0, createdAt: JOINED },
];

function site(entId: number, courseId: number, categoryId: number, sort: number): LibraryRow {
  return {
    entId,
    courseId,
    licence: 'site',
    expiresAt: SITE_UNTIL,
    categoryId,
    sort: sort + 1,
    createdAt: JOINED,
  };
}

/** Seats of course 9: 王建军 (11) assigned, 刘芳 (12) studying, 陈磊 (13) revoked. */
export const seatRows: (typeof entSeats.$inferInsert)[] = [
  { entId: A, courseId: SEAT_COURSE, userId: 11, assignedAt: JOINED },
  {
    entId: A,
    courseId: SEAT_COURSE,
    userId: 12,
    assignedAt: JOINED,
    activatedAt: new Date('2025-09-03T09:00:00+08:00'),
  },
  {
    entId: A,
    courseId: SEAT_COURSE,
    userId: 13,
    assignedAt: JOINED,
    revokedAt: new Date('2025-10-01T09:00:00+08:00'),
  },
];

const TOPICS: Array<
  [id: number, entId: number, name: string, intro: string, courseIds: number[], palette: Palette]
> = [
  [
    1,
    A,
    '新员工入职第一课',
    '从公司制度到沟通协作，新同事入职第一个月需要掌握的内容都在这里。',
    [301, 7, 8, 19],
    'ocean',
  ],
  [
    2,
    A,
    '安全生产专题',
    '车间安全规程、风险识别与应急处置，一线员工与管理者都应学习。',
    [302, 13, 14, 15],
    'orange',
  ],
  [3, A, '管理者进阶', '从带团队到做决策，为新任与储备管理者准备的进阶课程。', [1, 2, 4, 20], 'violet'],
  [11, B, '研发新人必修', '研发流程、代码规范与协作方法，研发中心新人入职必修。', [311, 3, 5], 'emerald'],
];

export const topicArt: CoverArt[] = TOPICS.map(([id, , name, , courseIds, palette]) => ({
  kind: 'cover',
  file: `enterprise/topic-${id}.svg`,
  title: name,
  label: '专题',
  badge: `共${courseIds.length}门课程`,
  palette,
  motif: id % 4,
}));

export const topicRows: (typeof entTopics.$inferInsert)[] = TOPICS.map(([id, entId, name, intro], index) => ({
  id,
  entId,
  name,
  intro,
  picCover: demoPicture(topicArt[index] as CoverArt),
  sort: id,
  createdAt: JOINED,
}));

export const topicCourseRows: (typeof entTopicCourses.$inferInsert)[] = TOPICS.flatMap(
  ([topicId, entId, , , ids]) => ids.map((courseId, sort) => ({ topicId, entId, courseId, sort })),
);

/**
 * Learning tasks, dated from the seeding day like the exams (seed/exams.ts): task 1 is open, task 2
 * closed five days ago (overdue for whoever did not finish), task 11 is the second enterprise's.
 */
export function buildTaskRows(today: Date) {
  const daysFrom = daysFromSeedDay(today);
  const tasks: (typeof entTasks.$inferInsert)[] = [
    {
      id: 1,
      entId: A,
      name: '新员工入职必修',
      intro: '入职一个月内完成：公司入职指南、职场沟通课程与年度安全生产知识考试。',
      required: true,
      startsAt: daysFrom(-10),
      deadlineAt: daysFrom(20),
      createdAt: daysFrom(-10),
    },
    {
      id: 2,
      entId: A,
      name: '安全生产月学习',
      intro: '生产制造部全员学习车间安全操作规程与安全管理课程。',
      required: false,
      startsAt: daysFrom(-40),
      deadlineAt: daysFrom(-5),
      createdAt: daysFrom(-40),
    },
    {
      id: 11,
      entId: B,
      name: '研发新人训练营',
      intro: '研发中心新人入职两周内完成研发流程与代码规范学习。',
      required: true,
      startsAt: daysFrom(-5),
      deadlineAt: daysFrom(25),
      createdAt: daysFrom(-5),
    },
  ];
  const items: (typeof entTaskItems.$inferInsert)[] = [
    { id: 1, taskId: 1, entId: A, courseId: 301, sort: 1 },
    { id: 2, taskId: 1, entId: A, courseId: 7, sort: 2 },
    { id: 3, taskId: 1, entId: A, examId: 2, sort: 3 },
    { id: 4, taskId: 2, entId: A, courseId: 302, sort: 1 },
    { id: 5, taskId: 2, entId: A, courseId: 13, sort: 2 },
    { id: 11, taskId: 11, entId: B, courseId: 311, sort: 1 },
    { id: 12, taskId: 11, entId: B, courseId: 3, sort: 2 },
  ];
  const assignees: (typeof entTaskAssignees.$inferInsert)[] = [
    { id: 1, taskId: 1, entId: A, deptId: 1 },
    { id: 2, taskId: 2, entId: A, deptId: 3 },
    { id: 3, taskId: 2, entId: A, userId: 11 },
    { id: 11, taskId: 11, entId: B, deptId: 11 },
  ];
  return { tasks, items, assignees };
}

/**
 * Past study of four learners of each enterprise, as heartbeats would have left it: each watched the
 * whole of one library course and the first section of another, a section an evening over the two
 * weeks before the seed day. The roll-ups (`ent_study_days`, `ent_learner_totals`,
 * whose `watchedMark` is the watched total, so the roll-up job finds no growth in it) are computed from
 * those same rows: the learning centre's minutes, its courses learned and the learning record agree.
 */
/** How many times each learner watched every section: the keener ones went over the courses again. */
const STUDIERS: Array<[userId: number, entId: number, views: number]> = [
  [11, A, 6],
  [12, A, 5],
  [13, A, 3],
  [14, A, 1],
  [21, B, 6],
  [22, B, 4],
  [23, B, 2],
  [24, B, 1],
];
/** Library courses of each enterprise that no journey or test studies as these learners. */
const STUDIED_COURSES: Record<number, [finished: number, started: number]> = { [A]: [1, 2], [B]: [1, 5] };
const STUDY_DAYS_BACK = 14;

interface StudiedSection {
  userId: number;
  entId: number;
  courseId: number;
  sectionId: number;
  durationSeconds: number;
  watchedSeconds: number;
  day: Date;
}

function studiedSections(today: Date): StudiedSection[] {
  const daysFrom = daysFromSeedDay(today);
  return STUDIERS.flatMap(([userId, entId, views]) => {
    const [finished, started] = STUDIED_COURSES[entId] as [number, number];
    const sections = [
      ...singleCourseById(finished).sections.map((section) => ({ courseId: finished, section })),
      { courseId: started, section: singleCourseById(started).sections[0] },
    ];
    return sections.map(({ courseId, section }, index) => {
      if (section?.id === undefined) throw new Error('seed: a studied section has no id');
      const durationSeconds = section.durationSeconds ?? 0;
      return {
        userId,
        entId,
        courseId,
        sectionId: section.id,
        durationSeconds,
        watchedSeconds: durationSeconds * views,
        day: new Date(daysFrom(index - STUDY_DAYS_BACK).getTime() + 20 * 3_600_000),
      };
    });
  });
}

/** Rows by key, in first-seen order (Map.groupBy needs Node 21). */
function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** The studiers' progress, course study, study days and roll-ups, all from one list of sections watched. */
export function buildStudierRows(today: Date): {
  progress: (typeof sectionProgress.$inferInsert)[];
  courseStudy: (typeof courseStudy.$inferInsert)[];
  studyDays: (typeof studyDays.$inferInsert)[];
  entStudyDays: (typeof entStudyDays.$inferInsert)[];
  learnerTotals: (typeof entLearnerTotals.$inferInsert)[];
} {
  const watched = studiedSections(today);
  const progress = watched.map((row) => ({
    userId: row.userId,
    sectionId: row.sectionId,
    courseId: row.courseId,
    positionSeconds: row.durationSeconds,
    watchedSeconds: row.watchedSeconds,
    furthestSeconds: row.durationSeconds,
    finished: 1,
    updatedAt: row.day,
  }));
  const byCourse = groupBy(watched, (row) => `${row.userId}/${row.courseId}`);
  const courseRows = [...byCourse.values()].map((rows) => {
    const first = rows[0] as StudiedSection;
    const last = rows.at(-1) as StudiedSection;
    return {
      userId: first.userId,
      courseId: first.courseId,
      lastSectionId: last.sectionId,
      startedAt: first.day,
      updatedAt: last.day,
    };
  });
  const byDay = groupBy(watched, (row) => `${row.userId}/${formatChinaDate(row.day)}`);
  const dayRows = [...byDay.values()].map((rows) => {
    const first = rows[0] as StudiedSection;
    return {
      userId: first.userId,
      entId: first.entId,
      day: formatChinaDate(first.day),
      seconds: rows.reduce((sum, row) => sum + row.watchedSeconds, 0),
    };
  });
  const totals = STUDIERS.map(([userId, entId]) => {
    const seconds = watched
      .filter((row) => row.userId === userId)
      .reduce((sum, row) => sum + row.watchedSeconds, 0);
    return { userId, entId, totalSeconds: seconds, watchedMark: seconds };
  });
  return {
    progress,
    courseStudy: courseRows,
    studyDays: dayRows.map(({ userId, day }) => ({ userId, day })),
    entStudyDays: dayRows,
    // Ranked as the roll-up ranks them: one more than the enterprise's learners with a larger total.
    learnerTotals: totals.map((row) => ({
      ...row,
      rank:
        1 +
        totals.filter((other) => other.entId === row.entId && other.totalSeconds > row.totalSeconds).length,
    })),
  };
}

export const enterpriseCentreArt = [...headerArt, ...topicArt, ...privateCourses.map((seed) => seed.cover)];
