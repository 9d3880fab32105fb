import { z } from 'zod';
import { Cents, Charge, EmptyRequest, Flag, ProductType } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/** Banner jump codes (spec section 4): what a click on a banner opens. */
export const BannerJump = {
  EXTERNAL_URL: 1,
  MEMBER_PAGE: 2,
  COURSE_DETAIL: 3,
  BUNDLE_PAGE: 4,
  YOUKE_PAGE: 5,
  ONLINE_CAMP: 6,
  OFFLINE_CAMP: 7,
} as const;

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  picPc: z.string(),
  jump: z.number().int().min(1).max(7),
  shareUrl: z.string().nullable(),
  productId: z.number().int().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const CourseCard = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  picCover: z.string(),
  labelNameList: z.array(z.string()),
  /** Number of lessons (sections), or of courses for a bundle. */
  count: z.number().int(),
  charge: Charge,
  price: Cents,
  vip: Flag,
  vipCharge: Flag,
  vipPrice: Cents,
  linePrice: Cents,
  lecturerName: z.string().nullable(),
  learnerCount: z.number().int(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CategoryCourses = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  list: z.array(CourseCard),
});
export type CategoryCourses = z.infer<typeof CategoryCourses>;

export const YoukeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  picCover: z.string(),
  count: z.number().int(),
  lecturerName: z.string().nullable(),
  learnerCount: z.number().int(),
  projectName: z.string(),
});
export type YoukeCard = z.infer<typeof YoukeCard>;

/** Training-camp kinds: online camps run in terms, offline camps in a city, trial camps are free tasters. */
export const TrainingKind = z.enum(['online', 'offline', 'trial']);
export type TrainingKind = z.infer<typeof TrainingKind>;

export const TrainingCard = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: TrainingKind,
  picCover: z.string(),
  intro: z.string(),
  price: Cents,
  linePrice: Cents,
  enquire: Flag,
  city: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  enrolledCount: z.number().int(),
});
export type TrainingCard = z.infer<typeof TrainingCard>;

const HOME_CACHE_SECONDS = 30;

export const homeBannerList = endpoint({
  path: '/api/front/home/banner/list',
  access: 'public',
  request: EmptyRequest,
  response: z.array(Banner),
  cacheSeconds: HOME_CACHE_SECONDS,
});

const LimitRequest = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(8) })
  .optional()
  .default({ limit: 8 });

export const homeNewList = endpoint({
  path: '/api/front/home/new/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(CourseCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeRecommendList = endpoint({
  path: '/api/front/home/recommend/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(CourseCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeFreeList = endpoint({
  path: '/api/front/home/free/list/web',
  access: 'public',
  request: LimitRequest,
  response: z.array(CourseCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeCourseList = endpoint({
  path: '/api/front/home/course/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(CategoryCourses),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeYoukeCourseList = endpoint({
  path: '/api/front/home/youke/course/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(YoukeCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeTrainingAllList = endpoint({
  path: '/api/front/home/training/all/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(TrainingCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeVipList = endpoint({
  path: '/api/front/home/vip/list',
  access: 'public',
  request: LimitRequest,
  response: z.array(CourseCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeTrainingBannerList = endpoint({
  path: '/api/front/home/training/banner/list',
  access: 'public',
  request: EmptyRequest,
  response: z.array(Banner),
  cacheSeconds: HOME_CACHE_SECONDS,
});

export const homeTrainingList = endpoint({
  path: '/api/front/home/training/list',
  access: 'public',
  request: PageQuery.extend({ kind: TrainingKind.optional() })
    .optional()
    .default({ pageCurrent: 1, pageSize: 20 }),
  response: pageOf(TrainingCard),
  cacheSeconds: HOME_CACHE_SECONDS,
});
