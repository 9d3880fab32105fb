import { type CourseCard, type Page, rowsBefore } from '@zhixue/contract';
import { and, count, type SQL } from 'drizzle-orm';
import { createTtlCache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import type { ContentCaches } from '../../platform/http/index.js';
import { listedOnMainSite, selectCards, toCard } from './course-cards.js';
import { FACTS_TTL_MS } from './course-facts.js';
import { type CourseListQuery, filtersOf, ORDERS } from './course-filters.js';
import { type CourseSearch, createCourseSearch } from './course-search.js';
import * as tables from './tables.js';

const { courses } = tables;

/** The course-learning area and the search page: main-site courses and bundles, filtered and paged. */
async function pageCourses(
  db: Database,
  search: CourseSearch,
  query: CourseListQuery,
): Promise<Page<CourseCard>> {
  const offset = rowsBefore(query);
  const page = { pageCurrent: query.pageCurrent, pageSize: query.pageSize };
  if (query.keyword !== undefined) {
    return { ...(await search(query, query.keyword, offset)), ...page };
  }
  const where = filtersOf(query);
  const [rows, total] = await Promise.all([
    selectCards(db, where, ORDERS[query.sort], query.pageSize, offset),
    countListed(db, where),
  ]);
  return { list: rows.map(toCard), total, ...page };
}

async function countListed(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(courses).where(and(listedOnMainSite, where));
  return row?.value ?? 0;
}

/**
 * List pages hold nothing personal, and the course-learning page asks for the same few filter
 * combinations again and again: a page is kept in process for a short while (decision 0007).
 */
export function cachedCoursePages(db: Database, caches: ContentCaches) {
  const pages = caches.add(
    createTtlCache<string, Page<CourseCard>>({ ttlMs: FACTS_TTL_MS, maxEntries: 1_000 }),
  );
  const search = createCourseSearch(db, caches);
  return (query: CourseListQuery) => pages.get(JSON.stringify(query), () => pageCourses(db, search, query));
}
