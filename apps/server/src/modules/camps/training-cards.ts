import {
  type Page,
  type PageQuery,
  rowsBefore,
  type TrainingCard,
  type TrainingKind,
} from '@zhixue/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { containsPattern, type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { jsonObjectOf, nameOrLecturerMatches, searchTerms } from '../catalog/index.js';
import * as tables from './tables/index.js';

const { trainings } = tables;

const cardColumns = {
  id: trainings.id,
  name: trainings.name,
  kind: sql<TrainingKind>`${trainings.kind}`,
  picCover: trainings.picCover,
  intro: trainings.intro,
  price: trainings.price,
  linePrice: trainings.linePrice,
  enquire: trainings.enquire,
  city: trainings.city,
  startDate: trainings.startDate,
  endDate: trainings.endDate,
  enrolledCount: trainings.enrolledCount,
};

const KIND_ORDER = sql`case ${trainings.kind} when 'online' then 0 when 'offline' then 1 else 2 end`;

/** Every kind of camp for the home page, online first. */
export function listAllTrainings(db: Database, limit: number): Promise<TrainingCard[]> {
  return db
    .select(cardColumns)
    .from(trainings)
    .orderBy(KIND_ORDER, asc(trainings.sort), asc(trainings.id))
    .limit(limit) as Promise<TrainingCard[]>;
}

/**
 * A page of camps and their total in one row, whatever the page (decision 0015): the camps of
 * `kind` (null: every kind) whose name or lecturer's name holds `keyword` (null: every camp) are
 * ranked and counted, and only the page's rows are read as cards. Prepared once per database:
 * searches keep bringing new keywords, and planning the match afresh for each cost more than
 * running it.
 */
function preparePage(db: Database) {
  const kind = sql`${sql.placeholder('kind')}::text`;
  const keyword = sql`${sql.placeholder('keyword')}::text`;
  const offset = sql`${sql.placeholder('offset')}::integer`;
  const limit = sql`${sql.placeholder('limit')}::integer`;
  const matches = nameOrLecturerMatches(trainings, searchTerms(keyword, sql.placeholder('pattern')));
  const ranked = sql`select ${trainings.id} as id,
      row_number() over (order by ${KIND_ORDER}, ${trainings.sort}, ${trainings.id}) as position
    from ${trainings}
    where (${kind} is null or ${trainings.kind} = ${kind}) and (${keyword} is null or ${matches})`;
  return db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      cards: sql<TrainingCard[]>`coalesce(json_agg((select ${jsonObjectOf(cardColumns)} from ${trainings}
          where ${eq(trainings.id, sql`ranked.id`)}) order by ranked.position)
        filter (where ranked.position > ${offset} and ranked.position <= ${offset} + ${limit}), '[]')`,
    })
    .from(sql`(${ranked}) as ranked`)
    .prepare('camp_page');
}

const pageStatementOf = preparedPerDatabase(preparePage);

/** A page of camps, of one kind or all, optionally those whose name or lecturer's name holds `keyword`. */
export async function pageTrainings(
  db: Database,
  query: PageQuery & { kind?: TrainingKind | undefined; keyword?: string | undefined },
): Promise<Page<TrainingCard>> {
  const { keyword, pageCurrent, pageSize } = query;
  const [row] = await pageStatementOf(db).execute({
    kind: query.kind ?? null,
    keyword: keyword ?? null,
    pattern: keyword === undefined ? null : containsPattern(keyword),
    offset: rowsBefore({ pageCurrent, pageSize }),
    limit: pageSize,
  });
  return { list: row?.cards ?? [], total: row?.total ?? 0, pageCurrent, pageSize };
}
