import type { EntAdminStatistics, EntLearnerStudy, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { findOwnedJob, type Jobs } from '../../platform/jobs/index.js';
import {
  type SheetColumn,
  type StoredSheet,
  sheetExportState,
  storedSheetBase64,
  storeSheetExport,
} from '../../platform/spreadsheet/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import * as usersTables from '../users/tables.js';
import { mondayOf } from './learning-centre.js';
import { asEnterprise, type EnterpriseScope } from './scope.js';
import * as tables from './tables.js';

const { entDepartments, entLearnerTotals, entLearners, entStudyDays } = tables;
const { users } = usersTables;

const DAY_MS = 86_400_000;
const DAYS_SHOWN = 30;
const minutes = (seconds: unknown) => Math.floor(Number(seconds ?? 0) / 60);
type Rows<T> = { rows: T[] };

/** The enterprise's figures from the daily roll-ups (never the progress rows): 30 days of them. */
export async function loadEnterpriseStatistics(
  db: Database,
  { entId }: EnterpriseScope,
  now = new Date(),
): Promise<EntAdminStatistics> {
  const today = formatChinaDate(now);
  const from = formatChinaDate(new Date(now.getTime() - (DAYS_SHOWN - 1) * DAY_MS));
  const [daysResult, learnersResult, totalResult] = await Promise.all([
    db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(s.seconds), 0)::bigint as seconds,
        count(s.user_id)::int as learners
      from generate_series(${from}::date, ${today}::date, interval '1 day') as d(day)
      left join ${entStudyDays} s on s.ent_id = ${entId} and s.day = d.day::date
      group by d.day order by d.day`),
    db.execute(sql`select count(*)::int as learners from ${users} where ent_id = ${entId}`),
    db.execute(sql`select coalesce(sum(total_seconds), 0)::bigint as seconds from ${entLearnerTotals}
      where ent_id = ${entId}`),
  ]);
  const days = (daysResult as unknown as Rows<{ day: string; seconds: string; learners: number }>).rows;
  const monday = mondayOf(today);
  const last = days.at(-1);
  return {
    learners: (learnersResult as unknown as Rows<{ learners: number }>).rows[0]?.learners ?? 0,
    activeToday: last?.learners ?? 0,
    minutesToday: minutes(last?.seconds),
    minutesWeek: minutes(
      days.filter((day) => day.day >= monday).reduce((sum, day) => sum + Number(day.seconds), 0),
    ),
    minutesTotal: minutes((totalResult as unknown as Rows<{ seconds: string }>).rows[0]?.seconds),
    daily: days.map((day) => ({ day: day.day, minutes: minutes(day.seconds), learners: day.learners })),
  };
}

interface StudyRow {
  user_id: number;
  name: string;
  dept_name: string | null;
  today: string;
  week: string;
  total: string;
}

/**
 * Learners with their study today, this week and in total: members of the enterprise now, in the
 * order `order` gives, `limit` from `after` (keyset by id for the export, offset for pages).
 */
function studyRows(db: Database, entId: number, today: string, page: SqlPage) {
  return db.execute(sql`
    select u.id as user_id, u.nickname as name, d.name as dept_name,
      coalesce((select seconds from ${entStudyDays} where user_id = u.id and day = ${today}::date), 0) as today,
      coalesce((select sum(seconds) from ${entStudyDays} where user_id = u.id and day >= ${mondayOf(today)}::date), 0) as week,
      coalesce(t.total_seconds, 0) as total
    from ${users} u
    left join ${entLearnerTotals} t on t.user_id = u.id and t.ent_id = ${entId}
    left join ${entLearners} l on l.user_id = u.id and l.ent_id = ${entId}
    left join ${entDepartments} d on d.id = l.dept_id
    where u.ent_id = ${entId} ${page.where}
    order by ${page.order} limit ${page.limit} ${page.offset}`) as unknown as Promise<Rows<StudyRow>>;
}
interface SqlPage {
  where: ReturnType<typeof sql>;
  order: ReturnType<typeof sql>;
  limit: number;
  offset: ReturnType<typeof sql>;
}

const presentStudy = (row: StudyRow): EntLearnerStudy => ({
  userId: row.user_id,
  name: row.name,
  deptName: row.dept_name,
  minutesToday: minutes(row.today),
  minutesWeek: minutes(row.week),
  minutesTotal: minutes(row.total),
});

export async function pageLearnerStudy(db: Database, { entId }: EnterpriseScope, query: PageQuery) {
  const today = formatChinaDate(new Date());
  const [page, count] = await Promise.all([
    studyRows(db, entId, today, {
      where: sql``,
      order: sql`coalesce(t.total_seconds, 0) desc, u.id`,
      limit: query.pageSize,
      offset: sql`offset ${rowsBefore(query)}`,
    }),
    db.execute(sql`select count(*)::int as total from ${users} where ent_id = ${entId}`),
  ]);
  return {
    list: page.rows.map(presentStudy),
    total: (count as unknown as Rows<{ total: number }>).rows[0]?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

export const STATISTICS_EXPORT_QUEUE = 'enterprise-statistics-export';
const EXPORT_BATCH = 1000;
const exportKey = (entId: number, jobId: string) => `exports/ent-${entId}/${jobId}.xlsx`;

interface ExportJob {
  entId: number;
}

const COLUMNS: Array<SheetColumn<EntLearnerStudy>> = [
  { header: '学员编号', width: 10, value: (row) => row.userId },
  { header: '姓名', width: 16, value: (row) => row.name },
  { header: '部门', width: 16, value: (row) => row.deptName ?? '' },
  { header: '今日学习（分钟）', width: 16, value: (row) => row.minutesToday },
  { header: '本周学习（分钟）', width: 16, value: (row) => row.minutesWeek },
  { header: '累计学习（分钟）', width: 16, value: (row) => row.minutesTotal },
];

/** Every member's study, a batch at a time (keyset by learner id), each behind the enterprise's wall. */
async function* studyBatches(db: Database, entId: number): AsyncGenerator<EntLearnerStudy[]> {
  const today = formatChinaDate(new Date());
  let after = 0;
  for (;;) {
    const batch = await asEnterprise(db, { entId }, (tx) =>
      studyRows(tx, entId, today, {
        where: sql`and u.id > ${after}`,
        order: sql`u.id`,
        limit: EXPORT_BATCH,
        offset: sql``,
      }),
    );
    if (batch.rows.length > 0) yield batch.rows.map(presentStudy);
    const lastRow = batch.rows.at(-1);
    if (!lastRow || batch.rows.length < EXPORT_BATCH) return;
    after = lastRow.user_id;
  }
}

/**
 * Writes every learner's study to a spreadsheet in constant memory (storeSheetExport), stored
 * privately; the console fetches it through the enterprise's own call.
 */
export async function writeStatisticsExport(
  db: Database,
  media: MediaStorage,
  jobId: string,
  { entId }: ExportJob,
  reportProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<StoredSheet> {
  const total = await asEnterprise(db, { entId }, async (tx) => {
    const result = await tx.execute(sql`select count(*)::int as total from ${users} where ent_id = ${entId}`);
    return (result as unknown as Rows<{ total: number }>).rows[0]?.total ?? 0;
  });
  return storeSheetExport(media, {
    sheetName: '学习统计',
    columns: COLUMNS,
    batches: studyBatches(db, entId),
    key: exportKey(entId, jobId),
    onBatch: (written) => reportProgress(total === 0 ? 1 : Math.min(0.99, written / total)),
  });
}

export function defineStatisticsExport(jobs: Jobs, db: Database, media: MediaStorage): void {
  jobs.define<ExportJob>({
    name: STATISTICS_EXPORT_QUEUE,
    retry: { limit: 2, delaySeconds: 5 },
    timeoutSeconds: 600,
    handler: (job) =>
      writeStatisticsExport(db, media, job.id, job.data, (fraction) => job.reportProgress(fraction)),
  });
}

/** The enterprise's own export job (another's, or any other job, is A0404). */
async function exportJobOf(db: Database, { entId }: EnterpriseScope, jobId: string) {
  const job = await findOwnedJob<ExportJob>(
    db,
    STATISTICS_EXPORT_QUEUE,
    jobId,
    (data) => data?.entId === entId,
  );
  if (!job) throw new AppError('ENT_EXPORT_NOT_FOUND');
  return job;
}

export async function exportState(db: Database, scope: EnterpriseScope, jobId: string) {
  return sheetExportState(await exportJobOf(db, scope, jobId));
}

export async function exportFile(db: Database, media: MediaStorage, scope: EnterpriseScope, jobId: string) {
  const job = await exportJobOf(db, scope, jobId);
  const fileBase64 = await storedSheetBase64(media, job, exportKey(scope.entId, job.id));
  if (fileBase64 === null) throw new AppError('ENT_EXPORT_NOT_READY');
  const day = formatChinaDate(job.completedOn ?? new Date());
  return { fileName: `学习统计-${day}.xlsx`, fileBase64 };
}
