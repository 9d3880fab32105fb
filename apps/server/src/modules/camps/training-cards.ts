import type { Page, PageQuery, TrainingCard, TrainingKind } from '@zhixue/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Database, splitTotal, tables, totalOfAllRows } from '../../platform/db/index.js';
import { nameOrLecturerMatches } from '../catalog/index.js';

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

/** A page of camps, of one kind or all, optionally those whose name or lecturer's name holds `keyword`. */
export async function pageTrainings(
  db: Database,
  query: PageQuery & { kind?: TrainingKind | undefined; keyword?: string | undefined },
): Promise<Page<TrainingCard>> {
  const where = and(
    query.kind ? eq(trainings.kind, query.kind) : undefined,
    query.keyword === undefined ? undefined : nameOrLecturerMatches(trainings, query.keyword),
  );
  const offset = (query.pageCurrent - 1) * query.pageSize;
  // One pass over the matches answers the page and the total (a search's costly part is matching).
  const rows = await db
    .select({ ...cardColumns, total: totalOfAllRows() })
    .from(trainings)
    .where(where)
    .orderBy(KIND_ORDER, asc(trainings.sort), asc(trainings.id))
    .limit(query.pageSize)
    .offset(offset);
  const page = await splitTotal(rows, offset, async () => {
    const [total] = await db.select({ value: count() }).from(trainings).where(where);
    return total?.value ?? 0;
  });
  return {
    list: page.rows as TrainingCard[],
    total: page.total,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
