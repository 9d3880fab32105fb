import type { CourseCard, courseList, Page, ParsedRequestOf } from '@zhixue/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { forMembers, listedOnMainSite, selectCards, toCard } from './course-cards.js';
import { nameOrLecturerMatchRows } from './search.js';
import { createTtlCache, type TtlCache } from './ttl-cache.js';

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
async function pageCourses(
  db: Database,
  matchLists: TtlCache<string, MatchList>,
  query: CourseListQuery,
): Promise<Page<CourseCard>> {
  const where = filtersOf(query);
  const offset = (query.pageCurrent - 1) * query.pageSize;
  const page = { pageCurrent: query.pageCurrent, pageSize: query.pageSize };
  if (query.keyword !== undefined) {
    return { ...(await pageMatches(db, matchLists, query, query.keyword, offset)), ...page };
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

/** A search's matches in list order, each with its type (1 course, 2 bundle). */
interface MatchList {
  ids: Int32Array;
  types: Uint8Array;
}

/**
 * How long a search's match list is reused: the search page asks for the next page, or switches
 * between its course and bundle tabs, within seconds, and finding the matches is the costly part.
 */
const MATCH_LIST_TTL_MS = 10_000;
/** A list is a few bytes per match: even lists of the whole catalogue stay within a few MB. */
const MATCH_LISTS_MAX_ENTRIES = 200;

/**
 * A search (decision 0006). The keyword's matches under the query's other filters but its type are
 * found once, in list order, and kept for a few seconds; each page, of either type, is then cut
 * from that list and only its cards are read, by id.
 */
async function pageMatches(
  db: Database,
  matchLists: TtlCache<string, MatchList>,
  query: CourseListQuery,
  keyword: string,
  offset: number,
) {
  const { categoryId, charge, sort } = query;
  const matches = await matchLists.get(JSON.stringify([keyword, categoryId, charge, sort]), () =>
    readMatchList(db, { ...query, type: undefined }, keyword),
  );
  const ofType =
    query.type === undefined
      ? Array.from(matches.ids)
      : Array.from(matches.ids).filter((_, index) => matches.types[index] === query.type);
  const ids = ofType.slice(offset, offset + query.pageSize);
  const cards =
    ids.length === 0 ? [] : await selectCards(db, inArray(courses.id, ids), ORDERS[sort], ids.length);
  return { list: cards.map(toCard), total: ofType.length };
}

/**
 * Every match in list order, from one pass: the union of matches is named `courses` so that
 * ORDERS, written for the table, order it too.
 */
async function readMatchList(db: Database, query: CourseListQuery, keyword: string): Promise<MatchList> {
  const matches = nameOrLecturerMatchRows(
    courses,
    keyword,
    sql`${ORDER_COLUMNS}, ${courses.type}`,
    and(listedOnMainSite, filtersOf(query)),
  );
  const rows = await db
    .select({
      id: sql<number>`${courses.id}`.mapWith(Number),
      type: sql<number>`${courses.type}`.mapWith(Number),
    })
    .from(sql`(${matches}) as ${courses}`)
    .orderBy(...ORDERS[query.sort]);
  return {
    ids: Int32Array.from(rows, (row) => row.id),
    types: Uint8Array.from(rows, (row) => row.type),
  };
}

/**
 * List pages hold nothing personal, and the course-learning page asks for the same few filter
 * combinations again and again: a page is kept in process for a short while (decision 0007).
 */
export function cachedCoursePages(db: Database, ttlMs: number) {
  const pages = createTtlCache<string, Page<CourseCard>>({ ttlMs, maxEntries: 1_000 });
  const matchLists = createTtlCache<string, MatchList>({
    ttlMs: MATCH_LIST_TTL_MS,
    maxEntries: MATCH_LISTS_MAX_ENTRIES,
  });
  return (query: CourseListQuery) =>
    pages.get(JSON.stringify(query), () => pageCourses(db, matchLists, query));
}
