import type { CourseCard, courseList, Page, ParsedRequestOf } from '@zhixue/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { forMembers, listedOnMainSite, selectCards, toCard } from './course-cards.js';
import { courseNameOrLecturerMatches } from './search.js';
import { createTtlCache } from './ttl-cache.js';

const { courses, categories } = tables;

export type CourseListQuery = ParsedRequestOf<typeof courseList>;

const ORDERS: Record<CourseListQuery['sort'], SQL[]> = {
  default: [asc(courses.sort), asc(courses.id)],
  newest: [desc(courses.publishedAt), asc(courses.id)],
  popular: [desc(courses.learnerCount), asc(courses.id)],
  priceAsc: [asc(courses.price), asc(courses.id)],
  priceDesc: [desc(courses.price), asc(courses.id)],
};

const CHARGES: Record<CourseListQuery['charge'], SQL | undefined> = {
  all: undefined,
  free: eq(courses.charge, 0),
  paid: eq(courses.charge, 1),
  vip: forMembers,
};

function filtersOf(query: CourseListQuery): SQL | undefined {
  const { categoryId, type, charge, keyword } = query;
  return and(
    // A top-level category also holds the courses of its sub-categories.
    categoryId === undefined
      ? undefined
      : sql`${courses.categoryId} in (select ${categories.id} from ${categories}
          where ${or(eq(categories.id, categoryId), eq(categories.parentId, categoryId))})`,
    type === undefined ? undefined : eq(courses.type, type),
    CHARGES[charge],
    keyword === undefined ? undefined : courseNameOrLecturerMatches(keyword),
  );
}

/** The course-learning area and the search page: main-site courses and bundles, filtered and paged. */
export async function pageCourses(db: Database, query: CourseListQuery): Promise<Page<CourseCard>> {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectCards(db, where, ORDERS[query.sort], query.pageSize, (query.pageCurrent - 1) * query.pageSize),
    db.select({ value: count() }).from(courses).where(and(listedOnMainSite, where)),
  ]);
  return {
    list: rows.map(toCard),
    total: total?.value ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

/**
 * List pages hold nothing personal, and the course-learning page asks for the same few filter
 * combinations again and again: a page is kept in process for a short while (decision 0007).
 */
export function cachedCoursePages(db: Database, ttlMs: number) {
  const pages = createTtlCache<string, Page<CourseCard>>({ ttlMs, maxEntries: 1_000 });
  return (query: CourseListQuery) => pages.get(JSON.stringify(query), () => pageCourses(db, query));
}
