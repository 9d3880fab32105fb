import type { CourseCard, courseList, Page, ParsedRequestOf } from '@zhixue/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { forMembers, listedOnMainSite, selectCards, toCard } from './course-cards.js';
import { nameOrLecturerMatches, nameOrLecturerMatchRows, splitTotal } from './search.js';
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

/** The filters other than the keyword. */
function filtersOf(query: CourseListQuery): SQL | undefined {
  const { categoryId, type, charge } = query;
  return and(
    // A top-level category also holds the courses of its sub-categories.
    categoryId === undefined
      ? undefined
      : sql`${courses.categoryId} in (select ${categories.id} from ${categories}
          where ${or(eq(categories.id, categoryId), eq(categories.parentId, categoryId))})`,
    type === undefined ? undefined : eq(courses.type, type),
    CHARGES[charge],
  );
}

/** The course-learning area and the search page: main-site courses and bundles, filtered and paged. */
export async function pageCourses(db: Database, query: CourseListQuery): Promise<Page<CourseCard>> {
  const where = filtersOf(query);
  const offset = (query.pageCurrent - 1) * query.pageSize;
  const page = { pageCurrent: query.pageCurrent, pageSize: query.pageSize };
  if (query.keyword !== undefined) {
    return { ...(await pageMatches(db, query, query.keyword, where, offset)), ...page };
  }
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

/** The columns ORDERS sort by: the union of matches carries them so that it can be ordered. */
const ORDER_COLUMNS = sql`${courses.id}, ${courses.sort}, ${courses.publishedAt}, ${courses.learnerCount}, ${courses.price}`;

/**
 * A search (decision 0006). Finding the matches is the costly part, so one query finds them once
 * and answers the ids of the page with, by a window count, the total; the page's cards are then
 * read by id. The union of matches is named `courses` so that ORDERS, written for the table, order
 * it too.
 */
async function pageMatches(
  db: Database,
  query: CourseListQuery,
  keyword: string,
  where: SQL | undefined,
  offset: number,
) {
  const matches = nameOrLecturerMatchRows(courses, keyword, ORDER_COLUMNS, and(listedOnMainSite, where));
  const result = await db.execute(sql`select ${courses.id} as id, count(*) over () as total
    from (${matches}) as ${courses}
    order by ${sql.join(ORDERS[query.sort], sql`, `)}
    limit ${query.pageSize} offset ${offset}`);
  const rows = (result as unknown as { rows: Array<{ id: unknown; total: unknown }> }).rows.map((row) => ({
    id: Number(row.id),
    total: Number(row.total),
  }));
  const page = await splitTotal(rows, offset, () =>
    countListed(db, and(where, nameOrLecturerMatches(courses, keyword))),
  );
  const ids = page.rows.map((row) => row.id);
  const cards =
    ids.length === 0 ? [] : await selectCards(db, inArray(courses.id, ids), ORDERS[query.sort], ids.length);
  return { list: cards.map(toCard), total: page.total };
}

/**
 * List pages hold nothing personal, and the course-learning page asks for the same few filter
 * combinations again and again: a page is kept in process for a short while (decision 0007).
 */
export function cachedCoursePages(db: Database, ttlMs: number) {
  const pages = createTtlCache<string, Page<CourseCard>>({ ttlMs, maxEntries: 1_000 });
  return (query: CourseListQuery) => pages.get(JSON.stringify(query), () => pageCourses(db, query));
}
