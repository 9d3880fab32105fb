import { type ExamCard, type Page, type PageQuery, rowsBefore } from '@zhixue/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { pageSatExamIds, presentExamCards } from './exam-cards.js';
import * as tables from './tables.js';

const { exams } = tables;

/** The personal centre's list: every exam the learner has sat, on whichever site. */
export async function pageOwnExams(db: Database, userId: number, query: PageQuery): Promise<Page<ExamCard>> {
  const { ids, total } = await pageSatExamIds(db, userId, query.pageSize, rowsBefore(query));
  const rows = ids.length === 0 ? [] : await db.select().from(exams).where(inArray(exams.id, ids));
  const inOrder = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const cards = await presentExamCards(db, userId, inOrder);
  return { list: cards.map((entry) => entry.card), total, ...query };
}

/** The enterprise site's list: the exams of the learner's enterprise, in the enterprise's order. */
export async function pageEnterpriseExams(
  db: Database,
  userId: number,
  entId: number,
  query: PageQuery,
): Promise<Page<ExamCard>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(exams)
      .where(eq(exams.entId, entId))
      .orderBy(asc(exams.sort), asc(exams.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(exams).where(eq(exams.entId, entId)),
  ]);
  const cards = await presentExamCards(db, userId, rows);
  return { list: cards.map((entry) => entry.card), total: counted?.total ?? 0, ...query };
}
