import type { Page, PageQuery, TrainingCard, TrainingKind } from '@zhixue/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { tables } from '../../platform/db/index.js';

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

export async function pageTrainings(
  db: Database,
  query: PageQuery & { kind?: TrainingKind | undefined },
): Promise<Page<TrainingCard>> {
  const where = query.kind ? eq(trainings.kind, query.kind) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(trainings)
      .where(where)
      .orderBy(KIND_ORDER, asc(trainings.sort), asc(trainings.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ value: count() }).from(trainings).where(where),
  ]);
  return {
    list: list as TrainingCard[],
    total: total?.value ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
