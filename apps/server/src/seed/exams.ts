import type {
  exams,
  paperDraws,
  paperQuestions,
  papers,
  QuestionOption,
  questionMaterials,
  questions,
} from '../modules/exams/tables.js';
import { CHINA_OFFSET_MS } from '../platform/format/index.js';

type QuestionRow = typeof questions.$inferInsert;

const DAY_MS = 86_400_000;
const CAMP_WITH_RUNNING_TERM = 2;
const ENTERPRISE_ID = 1;

const choices = (...texts: string[]): QuestionOption[] =>
  texts.map((text, index) => ({ key: String.fromCharCode(65 + index), text }));
const TRUE_FALSE: QuestionOption[] = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
];

function single(
  id: number,
  category: string,
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
) {
  return {
    id,
    type: 'single',
    category,
    stem,
    options: choices(...options),
    key: { choices: [answer] },
    score: 5,
    analysis,
  } satisfies QuestionRow;
}

function multiple(
  id: number,
  category: string,
  stem: string,
  options: string[],
  answer: string[],
  analysis: string,
) {
  return {
    id,
    type: 'multiple',
    category,
    stem,
    options: choices(...options),
    key: { choices: answer },
    score: 10,
    analysis,
  } satisfies QuestionRow;
}

function judge(id: number, category: string, stem: string, correct: boolean, analysis: string) {
  return {
    id,
    type: 'judge',
    category,
    stem,
    options: TRUE_FALSE,
    key: { choices: [correct ? 'T' : 'F'] },
    score: 5,
    analysis,
  } satisfies QuestionRow;
}

function fill(id: number, category: string, stem: string, blanks: string[][], analysis: string) {
  return { id, type: 'fill', category, stem, key: { blanks }, score: 10, analysis } satisfies QuestionRow;
}

const COURSE_DESIGN = '课程开发';
const SAFETY = '安全生产';

/** Two categories: course development (the camp's exam, a fixed paper) and workplace safety (drawn). */
export const questionRows: QuestionRow[] = [
  single(
    1,
    COURSE_DESIGN,
    'ADDIE模型中，“A”代表的环节是？',
    ['分析', '设计', '开发', '评估'],
    'A',
    'ADDIE 依次为分析（Analysis）、设计、开发、实施、评估。',
  ),
  single(
    2,
    COURSE_DESIGN,
    '撰写学习目标时，下列哪个动词最便于评估？',
    ['了解', '理解', '列举', '熟悉'],
    'C',
    '“列举”是可观察、可衡量的行为动词。',
  ),
  single(
    3,
    COURSE_DESIGN,
    '柯氏四级评估的第三级评估的是？',
    ['反应', '学习', '行为', '结果'],
    'C',
    '第三级评估学员回到岗位后的行为改变。',
  ),
  multiple(
    4,
    COURSE_DESIGN,
    '经验萃取常用的方法有哪些？',
    ['结构化访谈', '案例复盘', '标杆观察', '随机抽签'],
    ['A', 'B', 'C'],
    '随机抽签不是萃取方法，其余三项都是。',
  ),
  multiple(
    5,
    COURSE_DESIGN,
    '一门好课程的课件通常具备哪些特点？',
    ['一页一个观点', '字越多越好', '图文结合', '逻辑清晰'],
    ['A', 'C', 'D'],
    '课件宜精不宜多，字多反而分散注意力。',
  ),
  judge(6, COURSE_DESIGN, '课程大纲应在明确学习目标之后再编写。', true, '先有目标，后有大纲与内容。'),
  judge(
    7,
    COURSE_DESIGN,
    '成人学习者更偏好与工作无关的理论讲授。',
    false,
    '成人学习以问题为中心，偏好与工作相关的内容。',
  ),
  fill(
    8,
    COURSE_DESIGN,
    '学习目标的ABCD法中，A指学习对象（Audience），B指___。',
    [['行为', 'Behavior']],
    'B 为 Behavior，即学员学完后能做出的行为。',
  ),
  {
    id: 9,
    type: 'short' as const,
    category: COURSE_DESIGN,
    stem: '请结合你所在岗位，简述一门微课的开发步骤（不少于三步）。',
    key: { reference: '选题与目标 → 内容萃取与结构设计 → 脚本与课件制作 → 录制与试讲 → 评估与迭代。' },
    score: 30,
    analysis: '言之有理、步骤完整即可得分。',
  },
  single(
    21,
    SAFETY,
    '发现车间消防通道被货物堵塞，首先应当？',
    ['等下班后再处理', '立即清理或报告', '拍照发朋友圈', '绕道而行'],
    'B',
    '消防通道必须时刻保持畅通。',
  ),
  single(
    22,
    SAFETY,
    '“三不伤害”不包括下列哪一项？',
    ['不伤害自己', '不伤害他人', '不被他人伤害', '不伤害设备'],
    'D',
    '三不伤害：不伤害自己、不伤害他人、不被他人伤害。',
  ),
  single(
    23,
    SAFETY,
    '灭火器压力表指针在哪个区域表示压力正常？',
    ['红区', '绿区', '黄区', '任意区域'],
    'B',
    '指针在绿区为正常。',
  ),
  single(
    24,
    SAFETY,
    '进入有限空间作业前，必须先进行？',
    ['气体检测', '拍照', '签到', '热身运动'],
    'A',
    '先通风、再检测、后作业。',
  ),
  multiple(
    25,
    SAFETY,
    '个人防护用品包括？',
    ['安全帽', '防护眼镜', '手机', '防护手套'],
    ['A', 'B', 'D'],
    '手机不是防护用品。',
  ),
  multiple(
    26,
    SAFETY,
    '设备检修时应当执行的措施有？',
    ['停机断电', '挂牌上锁', '带电作业', '确认能量隔离'],
    ['A', 'B', 'D'],
    '检修必须断电、上锁挂牌并确认隔离。',
  ),
  judge(27, SAFETY, '安全生产责任制要求“管生产必须管安全”。', true, '这是安全生产责任制的基本原则。'),
  judge(28, SAFETY, '只要戴了手套，就可以操作旋转设备。', false, '操作旋转设备严禁戴手套，以防卷入。'),
  judge(29, SAFETY, '发生火灾时应乘坐电梯迅速撤离。', false, '火灾时严禁乘坐电梯，应走安全通道。'),
  fill(
    30,
    SAFETY,
    '我国安全生产方针是：安全第一、___为主、综合治理。',
    [['预防']],
    '安全第一、预防为主、综合治理。',
  ),
  fill(
    31,
    SAFETY,
    '5S管理指整理、整顿、清扫、清洁和___。',
    [['素养', '素质']],
    '第五个 S 是素养（Shitsuke）。',
  ),
].map((row): QuestionRow => ({ difficulty: 2, ...row }));

/** Shared material: the camp paper's last two questions read one case. */
export const questionMaterialRows: (typeof questionMaterials.$inferInsert)[] = [
  {
    id: 1,
    content:
      '案例：某制造企业新员工入职培训满意度高，但上岗三个月后的操作失误率没有下降。培训部决定重新设计这门课程。',
  },
];

const caseQuestions: QuestionRow[] = [
  single(
    10,
    COURSE_DESIGN,
    '根据案例，这门课程最需要补充的评估层级是？',
    ['反应层', '学习层', '行为层', '以上都不需要'],
    'C',
    '满意度（反应层）高但岗位行为未改变，应评估并改进行为层。',
  ),
  multiple(
    11,
    COURSE_DESIGN,
    '根据案例，重新设计课程时可以采取的做法有？',
    ['增加岗位实操演练', '设计上岗后的跟踪辅导', '只增加课时', '从高绩效员工处萃取经验'],
    ['A', 'B', 'D'],
    '只加课时不能解决迁移问题。',
  ),
].map((row): QuestionRow => ({ difficulty: 3, materialId: 1, ...row }));
questionRows.push(...caseQuestions);

export const paperRows: (typeof papers.$inferInsert)[] = [
  { id: 1, name: '课程开发结业考试卷', kind: 'fixed' },
  { id: 2, name: '安全生产知识随机卷', kind: 'drawn' },
];

export const paperQuestionRows: (typeof paperQuestions.$inferInsert)[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 9,
].map((questionId, sort) => ({ paperId: 1, questionId, sort }));

/** 3 single, 2 multiple, 2 true/false and 1 fill-in drawn from the safety bank: 100 points. */
export const paperDrawRows: (typeof paperDraws.$inferInsert)[] = [
  { id: 1, paperId: 2, sort: 1, category: SAFETY, type: 'single', count: 3, score: 10 },
  { id: 2, paperId: 2, sort: 2, category: SAFETY, type: 'multiple', count: 2, score: 15 },
  { id: 3, paperId: 2, sort: 3, category: SAFETY, type: 'judge', count: 2, score: 10 },
  { id: 4, paperId: 2, sort: 4, category: SAFETY, type: 'fill', count: 1, score: 20 },
];

/** Moments a whole number of days from the seeding day's China midnight: seeding twice on one day gives the same rows. */
export function daysFromSeedDay(today: Date): (days: number) => Date {
  const chinaMidnight = Math.floor((today.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  return (days) => new Date(chinaMidnight + days * DAY_MS);
}

/**
 * The camp exam of the workshop with a running term (its demo learner can sit it), and two exams of
 * the demo enterprise: one open now, one closed last month with answers shown after the close.
 */
export function buildExamRows(today: Date): (typeof exams.$inferInsert)[] {
  const daysFrom = daysFromSeedDay(today);
  return [
    {
      id: 1,
      name: '课程开发线上工作坊·结业考试',
      intro: '共11题，满分100分，60分及格。可考2次，取最高分。答题过程自动保存，到时自动交卷。',
      paperId: 1,
      trainingId: CAMP_WITH_RUNNING_TERM,
      opensAt: daysFrom(-7),
      closesAt: daysFrom(60),
      timeLimitSeconds: 30 * 60,
      attemptsAllowed: 2,
      passScore: 60,
      shuffleQuestions: true,
      multipleCredit: 'half',
    },
    {
      id: 2,
      name: '2026年度安全生产知识考试',
      intro: '每次随机抽取8题，满分100分，80分及格。可考3次，以最后一次成绩为准。',
      paperId: 2,
      entId: ENTERPRISE_ID,
      opensAt: daysFrom(-3),
      closesAt: daysFrom(30),
      timeLimitSeconds: 20 * 60,
      attemptsAllowed: 3,
      passScore: 80,
      gradingMethod: 'last',
      shuffleQuestions: true,
      sort: 1,
    },
    {
      id: 3,
      name: '安全月知识竞答（已结束）',
      intro: '考试结束后公布答案与解析。',
      paperId: 2,
      entId: ENTERPRISE_ID,
      opensAt: daysFrom(-40),
      closesAt: daysFrom(-10),
      timeLimitSeconds: 15 * 60,
      attemptsAllowed: 1,
      passScore: 60,
      reveal: 'after_close',
      sort: 2,
    },
  ];
}
