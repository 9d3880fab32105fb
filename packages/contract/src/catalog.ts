import { z } from 'zod';
import { Cents, Charge, CourseType, EmptyRequest, Flag, Id, ProductType } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';
import { CourseCard } from './home.js';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Category = z.infer<typeof Category>;

export const courseCategoryListAll = endpoint({
  path: '/api/front/course/category/list/all',
  access: 'public',
  request: EmptyRequest,
  response: z.array(Category),
  cacheSeconds: 60,
});

/** Filters of the course-learning area: price kind and order. */
export const CourseChargeFilter = z.enum(['all', 'free', 'paid', 'vip']);
export const CourseSort = z.enum(['default', 'newest', 'popular', 'priceAsc', 'priceDesc']);

/** Longest search text; longer input is refused rather than silently cut. */
export const SEARCH_TEXT_MAX = 50;
export const SearchText = z
  .string()
  .trim()
  .min(1, '请输入搜索内容')
  .max(SEARCH_TEXT_MAX, `搜索内容最多${SEARCH_TEXT_MAX}个字`);

export const courseList = endpoint({
  path: '/api/front/course/list',
  access: 'optional',
  request: PageQuery.extend({
    categoryId: Id.optional(),
    type: CourseType.optional(),
    charge: CourseChargeFilter.default('all'),
    sort: CourseSort.default('default'),
    /** Matches any part of a course's or its lecturer's name. */
    keyword: SearchText.optional(),
  }),
  response: pageOf(CourseCard),
  /** A card holds nothing personal: visitors' pages are kept a little while (decision 0007). */
  cacheSeconds: 10,
});

/** An activity price that applies while the activity runs (spec: activityProductDetail). */
export const ActivityProductDetail = z.object({
  activityId: z.number().int(),
  activityPrice: Cents,
  /** 'YYYY-MM-DD HH:mm:ss' in China time, as the spec shows it. */
  endTime: z.string(),
});

export const TermItem = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Set when the learner has already enrolled in this term. */
  trainingUserId: z.number().int().nullable(),
});

/** What every course detail shows of a course or bundle, on the main site and in an enterprise's library. */
export const CourseShowcase = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  summary: z.string(),
  description: z.string(),
  picCover: z.string(),
  picHeader: z.string(),
  picPcBanner: z.string(),
  labelNameList: z.array(z.string()),
  lecturerId: z.number().int().nullable(),
  lecturerName: z.string().nullable(),
  learnerCount: z.number().int(),
  lessonCount: z.number().int(),
});

/** The spec's course detail, plus what the page shows and what the learner may do. */
export const CourseDetail = CourseShowcase.extend({
  durationSeconds: z.number().int(),
  buy: Flag,
  charge: Charge,
  price: Cents,
  vip: Flag,
  vipCharge: Flag,
  vipPrice: Cents,
  linePrice: Cents,
  collection: Flag,
  study: Flag,
  enquire: Flag,
  liveId: z.number().int().nullable(),
  subscribeStatus: Flag,
  termList: z.array(TermItem).nullable(),
  activityProductDetail: ActivityProductDetail.nullable(),
  /**
   * Decided on the server: whether the learner may study every section: a free course; bought (or a
   * bought bundle holds it); licensed to the learner's enterprise (directly or through a bundle); or
   * the learner is a member and it, or a bundle holding it, is VIP-only or member-free.
   */
  canStudy: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/**
 * A course or bundle of the main site (youke and enterprise courses have their own calls): A0404
 * otherwise. With `bundleId` the course is opened from that bundle and must belong to it (A0404).
 */
export const courseDetail = endpoint({
  path: '/api/front/course/detail',
  access: 'optional',
  request: z.object({ id: Id, bundleId: Id.optional() }),
  response: CourseDetail,
  /** A visitor's detail is kept a little while, never past an activity's start or end (decision 0007). */
  cacheSeconds: 10,
});

export const Lecturer = z.object({
  id: z.number().int(),
  avatar: z.string(),
  name: z.string(),
  title: z.string(),
  detail: z.string(),
  topic: z.string().nullable(),
  serviceCompany: z.string().nullable(),
});
export type Lecturer = z.infer<typeof Lecturer>;

export const courseTeacherDetail = endpoint({
  path: '/api/front/course/teacher/detail',
  access: 'public',
  /** The course's id: answers the course's lecturer. */
  request: z.object({ id: Id }),
  response: Lecturer,
  cacheSeconds: 60,
});

export const Section = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  durationStr: z.string(),
  durationSeconds: z.number().int(),
  /** 1 on the section the learner watched last. */
  learnLast: Flag,
  /** 1 once the learner finished the section. */
  learnStatus: Flag,
  trial: Flag,
  /** Decided on the server: bought, free for this learner, or a trial section. */
  playable: z.boolean(),
});
export type Section = z.infer<typeof Section>;

export const CatalogGroup = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  trial: Flag,
  sectionFrontList: z.array(Section),
});
export type CatalogGroup = z.infer<typeof CatalogGroup>;

/** Chapters and sections of a single course. A bundle has none: A0400, use `course/bundle/catalog`. */
export const courseCatalog = endpoint({
  path: '/api/front/course/catalog',
  access: 'optional',
  request: z.object({ id: Id }),
  response: z.array(CatalogGroup),
});

export const BundleGroup = z.object({
  name: z.string(),
  bundleId: z.number().int(),
  courseFrontList: z.array(
    z.object({ id: z.number().int(), name: z.string(), picCover: z.string(), count: z.number().int() }),
  ),
});
export type BundleGroup = z.infer<typeof BundleGroup>;

export const courseBundleCatalog = endpoint({
  path: '/api/front/course/bundle/catalog',
  access: 'public',
  request: z.object({ id: Id }),
  response: z.array(BundleGroup),
  cacheSeconds: 60,
});

/** Spec: type 2 when the detail is a bundle, else 1; status 1 collects, 0 removes. */
export const collection = endpoint({
  path: '/api/front/collection',
  access: 'user',
  request: z.object({ id: Id, type: CourseType, status: Flag }),
  response: z.null(),
});

export const userCollectionList = endpoint({
  path: '/api/front/user/collection/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(CourseCard),
});

export const VipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  durationDays: z.number().int(),
  price: Cents,
  linePrice: Cents,
  benefits: z.array(z.string()),
});

export const vipDetail = endpoint({
  path: '/api/front/vip/detail',
  access: 'optional',
  request: EmptyRequest,
  response: z.object({
    plans: z.array(VipPlan),
    /** How many courses members study free or at a member price (the spec's 200+ promotion). */
    memberCourseCount: z.number().int(),
    vip: Flag,
    /** ISO instant, as in user/detail; null for a visitor or a learner who never was a member. */
    vipExpiresAt: z.string().nullable(),
  }),
});
