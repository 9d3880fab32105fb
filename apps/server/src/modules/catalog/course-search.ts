import type { CourseCard } from '@zhixue/contract';
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createTtlCache } from '../../platform/cache/index.js';
import { containsPattern, type Database } from '../../platform/db/index.js';
import type { ContentCaches } from '../../platform/http/index.js';
import { cardJson, listedOnMainSite } from './course-cards.js';
import { CHARGES, type CourseListQuery, inCategory, ORDER_COLUMNS, ORDERS } from './course-filters.js';
import { type SearchTerms, searchTerms } from './search.js';
import * as tables from './tables.js';

const { courses, lecturers, listedCourses } = tables;

/**
 * The listed courses' narrow rows under the name `courses`: their columns are named as in
 * `courses`, so ORDERS, CHARGES and inCategory, written for `courses`, apply to them.
 */
const listed = alias(listedCourses, getTableName(courses));
const fromListed = sql`${listedCourses} as ${sql.identifier(getTableName(courses))}`;

/**
 * `columns` of the listed courses that satisfy `where` and whose own name or whose lecturer's name
 * contains the search (decision 0006), as rows rather than ids, so that a list of thousands of
 * matches is ordered without joining each back to a table: from the GIN index on the names' grams,
 * and from the matching lecturers by the lecturer index. The lecturer branch leaves out rows whose
 * own name matches (LIKE alone decides that: a name that contains the keyword holds its grams), so
 * the two branches are appended rather than hashed to drop duplicates. A one- or two-character
 * keyword (`exact`) skips LIKE in the name branch: for a common word, LIKE was half the cost of
 * filtering its matches.
 */
function nameOrLecturerMatchRows(
  { grams, pattern, exact }: SearchTerms,
  columns: SQL,
  where: SQL | undefined,
): SQL {
  const also = where ?? sql`true`;
  const ownName = sql`lower(${listed.name}) like ${pattern} escape '\\'`;
  return sql`select ${columns} from ${fromListed}
      where ${listed.searchGrams} @> ${grams} and (${exact} or ${ownName}) and ${also}
    union all
    select ${columns} from lecturers lecturer join ${fromListed} on ${listed.lecturerId} = lecturer.id
      where lecturer.search_grams @> ${grams} and lower(lecturer.name) like ${pattern} escape '\\'
        and not (${ownName}) and ${also}`;
}

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
 * A keyword's matches under one order and price filter, and the page of cards the request asks for,
 * in one row (decision 0015): every match's id and type in list order (kept as the match list), and
 * the cards of the matches at `offset` … `offset + limit` among those of `type` (null: both types) as
 * JSON. The cards are built only for the rows the aggregate's filter lets through, so a keyword in
 * thousands of names still reads just one page of cards. Prepared: the text depends on the order
 * and the price filter only, and the keyword, the category and the page are placeholders.
 */
function prepareMatchesWithPage(
  db: Database,
  sort: CourseListQuery['sort'],
  charge: CourseListQuery['charge'],
) {
  const terms = searchTerms(sql.placeholder('keyword'), sql.placeholder('pattern'));
  const categoryId = sql`${sql.placeholder('categoryId')}::integer`;
  const type = sql`${sql.placeholder('type')}::smallint`;
  const offset = sql`${sql.placeholder('offset')}::integer`;
  const limit = sql`${sql.placeholder('limit')}::integer`;
  const matches = nameOrLecturerMatchRows(
    terms,
    sql`${ORDER_COLUMNS}, ${courses.type}`,
    and(sql`(${categoryId} is null or ${inCategory(categoryId)})`, CHARGES[charge]),
  );
  // The union is named `courses` too, so that ORDERS order it.
  const ranked = sql`select ${courses.id} as id, ${courses.type} as type,
      row_number() over list_order as position,
      count(*) filter (where ${type} is null or ${courses.type} = ${type}) over list_order as position_of_type
    from (${matches}) as ${courses}
    window list_order as (order by ${sql.join(ORDERS[sort], sql`, `)} rows unbounded preceding)`;
  const onPage = sql`(${type} is null or ranked.type = ${type})
    and ranked.position_of_type > ${offset} and ranked.position_of_type <= ${offset} + ${limit}`;
  return db
    .select({
      ids: sql<number[]>`coalesce(array_agg(ranked.id order by ranked.position), '{}')`,
      types: sql<number[]>`coalesce(array_agg(ranked.type order by ranked.position), '{}')`,
      cards: sql<CourseCard[]>`coalesce(json_agg((select ${cardJson} from ${courses}
          left join ${lecturers} on ${eq(lecturers.id, courses.lecturerId)} where ${eq(courses.id, sql`ranked.id`)})
        order by ranked.position) filter (where ${onPage}), '[]')`,
    })
    .from(sql`(${ranked}) as ranked`)
    .prepare(`course_search_${sort}_${charge}`);
}

/** The cards of a page of a kept match list, in the list's order, as the search statement builds them. */
function prepareCardsById(db: Database) {
  const ids = sql`${sql.placeholder('ids')}::integer[]`;
  const inListOrder = sql`array_position(${ids}, ${courses.id})`;
  return db
    .select({ cards: sql<CourseCard[]>`coalesce(json_agg(${cardJson} order by ${inListOrder}), '[]')` })
    .from(courses)
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(listedOnMainSite, sql`${courses.id} = any(${ids})`))
    .prepare('course_search_cards');
}

export type CourseSearch = (
  query: CourseListQuery,
  keyword: string,
  offset: number,
) => Promise<{ list: CourseCard[]; total: number }>;

/**
 * Course search (decisions 0006 and 0015). The keyword's matches under the query's other filters
 * but its type are found once, in list order, and kept for a few seconds; each page, of either
 * type, is then cut from that list and only its cards are read, by id. The first request for a
 * list gets its page in the same round trip as the list. A kept list is a copy of the catalogue like
 * the list pages made from it, cleared with them by every content change: a course published or
 * renamed is found at once.
 */
export function createCourseSearch(db: Database, caches: ContentCaches): CourseSearch {
  const matchLists = caches.add(
    createTtlCache<string, MatchList>({ ttlMs: MATCH_LIST_TTL_MS, maxEntries: MATCH_LISTS_MAX_ENTRIES }),
  );
  const statements = new Map<string, ReturnType<typeof prepareMatchesWithPage>>();
  const matchesWithPage = (sort: CourseListQuery['sort'], charge: CourseListQuery['charge']) => {
    const name = `${sort} ${charge}`;
    let statement = statements.get(name);
    if (!statement) {
      statement = prepareMatchesWithPage(db, sort, charge);
      statements.set(name, statement);
    }
    return statement;
  };
  const cardsById = prepareCardsById(db);

  return async (query, keyword, offset) => {
    const { categoryId, charge, sort, type, pageSize } = query;
    const loaded: { cards?: CourseCard[] } = {};
    const matches = await matchLists.get(JSON.stringify([keyword, categoryId, charge, sort]), async () => {
      const [row] = await matchesWithPage(sort, charge).execute({
        keyword,
        pattern: containsPattern(keyword),
        categoryId: categoryId ?? null,
        type: type ?? null,
        offset,
        limit: pageSize,
      });
      loaded.cards = row?.cards ?? [];
      return { ids: Int32Array.from(row?.ids ?? []), types: Uint8Array.from(row?.types ?? []) };
    });
    const ofType =
      type === undefined
        ? Array.from(matches.ids)
        : Array.from(matches.ids).filter((_, i) => matches.types[i] === type);
    const ids = ofType.slice(offset, offset + pageSize);
    // A list another request is loading, or one kept from before, has no cards of this page yet.
    const cards =
      loaded.cards ?? (ids.length === 0 ? [] : ((await cardsById.execute({ ids }))[0]?.cards ?? []));
    return { list: cards, total: ofType.length };
  };
}
