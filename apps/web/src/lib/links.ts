import type { Banner, courseList, ParsedRequestOf, ProductType, TrainingKind } from '@zhixue/contract';

type CourseListRequest = ParsedRequestOf<typeof courseList>;

/** Where the site's links point. Pages and cards build URLs here so that the route table stays in step. */

export const HOME_PATH = '/';
export const MEMBER_PATH = '/member';
export const YOUKE_PATH = '/youke';

/**
 * Personal area tabs (spec: index 0 personal centre, 1 favourites, 4 account management; 2, the
 * orders, 3, the certificates, and 8, the camps, are ours: the spec names no index for them).
 */
export const MY_COURSES = {
  center: '/mycourses?index=0',
  favorites: '/mycourses?index=1',
  orders: '/mycourses?index=2',
  certificates: '/mycourses?index=3',
  exams: '/mycourses?index=5',
  coursework: '/mycourses?index=7',
  camps: '/mycourses?index=8',
  coupons: '/mycourses?index=9',
  groups: '/mycourses?index=11',
  referrals: '/mycourses?index=10',
  account: '/mycourses?index=4',
} as const;

/** The filters of /courses, as its query carries them; a default (all, 综合, page 1) is left out. */
export interface CourseListFilters {
  categoryId?: number;
  type?: 1 | 2;
  charge?: CourseListRequest['charge'];
  sort?: CourseListRequest['sort'];
  page?: number;
}

export function courseListParams(filters: CourseListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.type) params.set('type', String(filters.type));
  if (filters.charge && filters.charge !== 'all') params.set('charge', filters.charge);
  if (filters.sort && filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /courses showing what a section of the home page showed: its price kind, order or category. */
export function coursesHref(filters: CourseListFilters = {}): string {
  const query = courseListParams(filters).toString();
  return query ? `/courses?${query}` : '/courses';
}

export function courseHref(course: { id: number; type: ProductType }): string {
  switch (course.type) {
    case 2:
      return `/course/multi/${course.id}?type=multi`;
    case 8:
      return `/trainingCamp/online/${course.id}`;
    default:
      return `/course/base/${course.id}`;
  }
}

/** Free trial (youke) course detail; opens in a new tab like every youke link. */
export function youkeCourseHref(id: number): string {
  return `/youke/base/${id}`;
}

export function trainingHref(camp: { id: number; kind: TrainingKind }): string {
  return `/trainingCamp/${camp.kind}/${camp.id}`;
}

export function searchHref(searchValue: string): string {
  return `/course/search?searchValue=${encodeURIComponent(searchValue)}`;
}

export function entSearchHref(searchValue: string): string {
  return `/ent/search?searchValue=${encodeURIComponent(searchValue)}`;
}

export interface LinkTarget {
  to: string;
  /** Opens in a new tab (external pages and the youke site). */
  newTab: boolean;
  /** Leaves the single-page app (plain `<a href>`). */
  external: boolean;
}

/** What a banner click opens, by its jump code (spec section 4); null when the banner links nowhere. */
export function bannerTarget(banner: Pick<Banner, 'jump' | 'shareUrl' | 'productId'>): LinkTarget | null {
  const id = banner.productId;
  switch (banner.jump) {
    case 1:
      return banner.shareUrl && /^https?:\/\//i.test(banner.shareUrl)
        ? { to: banner.shareUrl, newTab: true, external: true }
        : null;
    case 2:
      return { to: MEMBER_PATH, newTab: false, external: false };
    case 3:
      return id ? { to: `/course/base/${id}`, newTab: false, external: false } : null;
    case 4:
      return id ? { to: `/course/multi/${id}?type=multi`, newTab: false, external: false } : null;
    case 5:
      return { to: YOUKE_PATH, newTab: true, external: false };
    case 6:
      return id ? { to: `/trainingCamp/online/${id}`, newTab: false, external: false } : null;
    case 7:
      return id ? { to: `/trainingCamp/offline/${id}`, newTab: false, external: false } : null;
    default:
      return null;
  }
}

/** The main catalogue's course player (the learning feature adds its other query parameters). */
export const COURSE_PLAYER_PATH = '/course/video';

/** A live class's page: its countdown, player, end and replay. */
export const liveHref = (id: number) => `/live/${id}`;

/** The player of the replay of a live without a course (a camp term's). */
export const liveReplayHref = (id: number) => `/live/${id}/replay`;

/** One section of a course in the course player (a live's replay, for one). */
export function courseSectionHref(courseId: number, sectionId: number): string {
  return `${COURSE_PLAYER_PATH}/${courseId}?sectionId=${sectionId}`;
}
