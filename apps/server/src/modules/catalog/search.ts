import { getTableName, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/index.js';
import type * as campsTables from '../camps/tables/index.js';
import type * as tables from './tables.js';

/**
 * The searchable products: the listed courses' narrow rows and the camps both have `id`, `name`,
 * `lecturer_id` and `search_grams`.
 */
export type SearchableTable = typeof tables.listedCourses | typeof campsTables.trainings;

/**
 * What a search compares names with: the grams the GIN indexes narrow by (`zx_query_grams`, the
 * query's bigrams, migration 0010_search_rows) and the lower-cased `containsPattern` that LIKE then
 * checks. `exact` holds when the keyword is its only gram (one or two characters): a name holding
 * that gram then contains the keyword, and LIKE has nothing left to check. `keyword` and `pattern`
 * are values or placeholders of a prepared statement. Each term is a scalar subquery, so PostgreSQL
 * computes it once per statement rather than once per row it filters.
 */
export interface SearchTerms {
  grams: SQL;
  pattern: SQL;
  exact: SQL;
}

export function searchTerms(keyword: unknown, pattern: unknown): SearchTerms {
  return {
    grams: sql`(select zx_query_grams(${keyword}::text))`,
    pattern: sql`(select lower(${pattern}::text))`,
    exact: sql`(select zx_query_grams(${keyword}::text) = array[lower(${keyword}::text)])`,
  };
}

const termsOf = (keyword: string | SearchTerms) =>
  typeof keyword === 'string' ? searchTerms(keyword, containsPattern(keyword)) : keyword;

/**
 * Rows of `target` (listed courses or camps) whose own name or whose lecturer's name contains `keyword`
 * (decision 0006). Each branch narrows by the GIN index on `search_grams` (every bigram of the
 * keyword must be present), then LIKE drops names where they are not adjacent. The branches are a
 * UNION of ids rather than an OR across the join, which would keep PostgreSQL from using either index.
 */
export function nameOrLecturerMatches(target: SearchableTable, keyword: string | SearchTerms): SQL {
  const { grams, pattern } = termsOf(keyword);
  const table = sql.identifier(getTableName(target));
  return sql`${target.id} in (
    select named.id from ${table} named
      where named.search_grams @> ${grams} and lower(named.name) like ${pattern} escape '\\'
    union
    select taught.id from lecturers lecturer join ${table} taught on taught.lecturer_id = lecturer.id
      where lecturer.search_grams @> ${grams} and lower(lecturer.name) like ${pattern} escape '\\'
  )`;
}

/**
 * Courses whose name contains `keyword`, every course (unpublished and enterprise ones included): the
 * GIN index on `zx_grams(name)` narrows, LIKE then drops names where the grams are not adjacent.
 * For the console's lists, which see what the site's search (over listed courses) does not.
 */
export function courseNameContains(name: typeof tables.courses.name, keyword: string): SQL {
  const { grams, pattern } = searchTerms(keyword, containsPattern(keyword));
  return sql`zx_grams(${name}) @> ${grams} and lower(${name}) like ${pattern} escape '\\'`;
}

/**
 * A JSON object built by PostgreSQL with `fields`' keys and values: a search answers its page of
 * cards in the same row as its matches' ids or count, as an aggregate of these.
 */
export function jsonObjectOf(fields: Record<string, unknown>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
