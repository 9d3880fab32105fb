import type { bundleCourses, bundleGroups, courses } from '../modules/catalog/tables.js';
import { type CoverArt, demoPicture, pad } from './art.js';
import { categoryById, categoryPictures } from './categories.js';
import { paidPricing } from './course-table.js';
import { singleCourseById } from './courses.js';

interface BundleDef {
  id: number;
  categoryId: number;
  name: string;
  summary: string;
  intro: string;
  /** Price in yuan; the line price is what the courses cost one by one. */
  price: number;
  /** Members' price in yuan, or `free`; absent when no member benefit applies. */
  member?: number | 'free';
  labels: string[];
  isNew?: boolean;
  isRecommended?: boolean;
  learnerCount: number;
  publishedAt: string;
  /** Named groups of single-course ids, in display order. */
  groups: Array<[name: string, courseIds: number[]]>;
}

const BUNDLES: BundleDef[] = [
  {
    id: 101,
    categoryId: 1,
    name: '培训师成长全能套餐',
    summary: '授课技巧与课程开发一站学齐，六门精品课打包优惠',
    intro: '从站上讲台到开发出自己的精品课，这个套餐覆盖内训师最需要的两项核心能力。',
    price: 799,
    member: 699,
    labels: ['套餐', '超值'],
    isRecommended: true,
    learnerCount: 1860,
    publishedAt: '2025-12-01',
    groups: [
      ['授课技能', [1, 2, 4]],
      ['课程开发', [7, 8, 10]],
    ],
  },
  {
    id: 102,
    categoryId: 4,
    name: '新任经理转型必修套餐',
    summary: '角色转型、目标、授权、绩效与项目，新任经理的五门必修课',
    intro: '刚走上管理岗位，最需要的是一套马上能用的管理方法。套餐按“先转心态、再练方法”的顺序编排。',
    price: 699,
    member: 599,
    labels: ['套餐', '热门'],
    isNew: true,
    isRecommended: true,
    learnerCount: 2430,
    publishedAt: '2026-03-20',
    groups: [
      ['角色与心态', [13, 20]],
      ['带团队的基本功', [19, 21, 22]],
    ],
  },
  {
    id: 103,
    categoryId: 5,
    name: '销售精英训练套餐',
    summary: '从电话开发到大客户经营，系统提升销售全流程能力',
    intro: '套餐覆盖销售人员从开发客户、挖掘需求、谈判成交到经营大客户的完整能力链条。',
    price: 799,
    labels: ['套餐', '实战'],
    learnerCount: 1320,
    publishedAt: '2025-10-15',
    groups: [
      ['销售技能', [25, 29, 30]],
      ['客户经营与团队', [26, 27]],
    ],
  },
  {
    id: 104,
    categoryId: 6,
    name: 'HR管理者进阶套餐',
    summary: '招聘、人才发展、团队与绩效，HR与业务管理者的进阶组合',
    intro: '套餐从“选人用人”到“育人留人”，帮助HR从业者和业务管理者建立完整的人才管理视角。',
    price: 899,
    labels: ['套餐', '进阶'],
    learnerCount: 980,
    publishedAt: '2026-01-20',
    groups: [
      ['招聘与用人', [31, 32]],
      ['人才发展', [34, 35]],
      ['团队与绩效', [15, 21]],
    ],
  },
  {
    id: 105,
    categoryId: 7,
    name: '职场效能提升组合',
    summary: '想得清、说得明、管得住时间和情绪，四门课提升职场效能',
    intro: '思维、表达、时间与情绪，是职场效能的四个支点。组合价比单独购买节省四成以上。',
    price: 399,
    member: 'free',
    labels: ['套餐', '实用'],
    learnerCount: 3560,
    publishedAt: '2025-08-30',
    groups: [
      ['思维与表达', [37, 39]],
      ['自我管理', [38, 41]],
    ],
  },
  {
    id: 106,
    categoryId: 8,
    name: '数字化转型管理者套餐',
    summary: '转型认知加工具方法，带领团队走好数字化转型每一步',
    intro: '套餐先帮助管理者看清转型全景与变革规律，再掌握AI、数据分析与敏捷等新的工作方法。',
    price: 899,
    labels: ['套餐', '新课'],
    isRecommended: true,
    learnerCount: 760,
    publishedAt: '2026-04-10',
    groups: [
      ['转型认知', [43, 17]],
      ['工具与方法', [44, 45, 47]],
    ],
  },
];

function yuanText(cents: number): string {
  return `${cents / 100}元`;
}

function buildBundle(bundle: BundleDef, sort: number) {
  const category = categoryById(bundle.categoryId);
  const included = bundle.groups.flatMap(([, ids]) => ids.map((id) => singleCourseById(id).course));
  const separately = included.reduce((sum, course) => sum + (course.price ?? 0), 0);
  const member = typeof bundle.member === 'number' ? bundle.member * 100 : bundle.member;
  const pricing = paidPricing(bundle.price * 100, separately, member);
  const groupLines = bundle.groups.map(
    ([name, ids]) => `【${name}】${ids.map((id) => singleCourseById(id).course.name).join('、')}`,
  );
  const cover: CoverArt = {
    kind: 'cover',
    file: `covers/c${pad(bundle.id, 3)}.svg`,
    title: bundle.name,
    label: category.name,
    badge: `系列套餐 · ${included.length}门课程`,
    palette: category.palette,
    motif: bundle.id % 4,
  };
  const course: typeof courses.$inferInsert = {
    id: bundle.id,
    type: 2,
    channel: 'main',
    name: bundle.name,
    summary: bundle.summary,
    description: [
      bundle.intro,
      `套餐共${included.length}门课程：`,
      ...groupLines,
      `单独购买合计${yuanText(separately)}，套餐价${yuanText(pricing.price)}。`,
      `适合人群：${category.audience}`,
    ].join('\n'),
    picCover: demoPicture(cover),
    ...categoryPictures(category),
    categoryId: category.id,
    lecturerId: null,
    youkeListId: null,
    ...pricing,
    labels: bundle.labels,
    isNew: bundle.isNew ?? false,
    isRecommended: bundle.isRecommended ?? false,
    learnerCount: bundle.learnerCount,
    lessonCount: included.length,
    sort,
    published: true,
    publishedAt: new Date(`${bundle.publishedAt}T08:00:00+08:00`),
  };
  const groups = bundle.groups.map(([name], index) => ({
    id: bundle.id * 10 + index + 1,
    bundleId: bundle.id,
    name,
    sort: index + 1,
  }));
  const links = bundle.groups.flatMap(([, ids], index) =>
    ids.map((courseId, position) => ({ groupId: bundle.id * 10 + index + 1, courseId, sort: position + 1 })),
  );
  return { course, groups, links, cover };
}

const built = BUNDLES.map((bundle, index) => buildBundle(bundle, index + 1));

export const bundleCourseRows: (typeof courses.$inferInsert)[] = built.map((bundle) => bundle.course);
export const bundleGroupRows: (typeof bundleGroups.$inferInsert)[] = built.flatMap((bundle) => bundle.groups);
export const bundleLinkRows: (typeof bundleCourses.$inferInsert)[] = built.flatMap((bundle) => bundle.links);
export const bundleArt = built.map((bundle) => bundle.cover);
