import { type SQL, sql } from 'drizzle-orm';
import { tables } from '../../platform/db/index.js';

const { courses } = tables;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Courses whose own name or whose lecturer's name contains `keyword` (decision 0006). Each branch
 * narrows by the GIN index on `search_grams` (every character and bigram of the keyword must be
 * present), then LIKE drops names where they are not adjacent. The branches are a UNION of ids
 * rather than an OR across the join, which would keep PostgreSQL from using either index.
 */
export function courseNameOrLecturerMatches(keyword: string): SQL {
  const pattern = sql`'%' || lower(${escapeLike(keyword)}) || '%'`;
  return sql`${courses.id} in (
    select named.id from courses named
      where named.search_grams @> zx_grams(${keyword}) and lower(named.name) like ${pattern} escape '\\'
    union
    select taught.id from lecturers lecturer join courses taught on taught.lecturer_id = lecturer.id
      where lecturer.search_grams @> zx_grams(${keyword}) and lower(lecturer.name) like ${pattern} escape '\\'
  )`;
}
