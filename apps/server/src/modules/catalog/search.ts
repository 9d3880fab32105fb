import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { tables } from '../../platform/db/index.js';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The searchable products: both tables have `id`, `name`, `lecturer_id` and `search_grams`. */
export type SearchableTable = typeof tables.courses | typeof tables.trainings;

/**
 * Rows of `target` (courses or camps) whose own name or whose lecturer's name contains `keyword`
 * (decision 0006). Each branch narrows by the GIN index on `search_grams` (every character and
 * bigram of the keyword must be present), then LIKE drops names where they are not adjacent. The
 * branches are a UNION of ids rather than an OR across the join, which would keep PostgreSQL from
 * using either index.
 */
export function nameOrLecturerMatches(target: SearchableTable, keyword: string): SQL {
  const pattern = sql`'%' || lower(${escapeLike(keyword)}) || '%'`;
  const table = sql.identifier(getTableName(target));
  return sql`${target.id} in (
    select named.id from ${table} named
      where named.search_grams @> zx_grams(${keyword}) and lower(named.name) like ${pattern} escape '\\'
    union
    select taught.id from lecturers lecturer join ${table} taught on taught.lecturer_id = lecturer.id
      where lecturer.search_grams @> zx_grams(${keyword}) and lower(lecturer.name) like ${pattern} escape '\\'
  )`;
}

/**
 * The same match as `nameOrLecturerMatches`, as a row source for a page of many matches: `columns`
 * of the rows of `target` that also satisfy `where`, from two scans of `target` itself (by the GIN
 * index on its names; by its lecturer index from the matching lecturers) and a UNION. `id in (…)`
 * instead joins every match back to `target`, a primary-key probe each, which with thousands of
 * matches cost more than finding them. Both branches read `target` under its own name, so `columns`
 * and `where` may name its columns.
 */
export function nameOrLecturerMatchRows(
  target: SearchableTable,
  keyword: string,
  columns: SQL,
  where: SQL | undefined,
): SQL {
  const pattern = sql`'%' || lower(${escapeLike(keyword)}) || '%'`;
  const also = where ?? sql`true`;
  return sql`select ${columns} from ${target}
      where ${target.searchGrams} @> zx_grams(${keyword}) and lower(${target.name}) like ${pattern} escape '\\'
        and ${also}
    union
    select ${columns} from lecturers lecturer join ${target} on ${target.lecturerId} = lecturer.id
      where lecturer.search_grams @> zx_grams(${keyword}) and lower(lecturer.name) like ${pattern} escape '\\'
        and ${also}`;
}
