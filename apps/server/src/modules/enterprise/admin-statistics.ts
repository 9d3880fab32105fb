import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntAdminStatistics, EntLearnerStudy, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { findJob, type Jobs } from '../../platform/jobs/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { mondayOf } from './learning-centre.js';
import { asEnterprise, type EnterpriseScope } from './scope.js';

const { entDepartments, entLearnerTotals, entLearners, entStudyDays, users } = tables;

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

/** What an export run reports (the job's output); the memory figures are the bench's. */
export interface ExportOutput {
  rows: number;
  key: string;
  /** Heap and resident set growth over the run's start, at their highest, in MB. */
  peakHeapMb: number;
  peakRssMb: number;
}

/**
 * Writes every learner's study to a spreadsheet in constant memory: rows are read a batch at a time
 * (keyset by learner id) and streamed through exceljs's WorkbookWriter into a temporary file, each
 * row committed as it is written, so neither the rows nor the sheet are ever held whole. The file is
 * then stored privately; the console fetches it through the enterprise's own call.
 */
export async function writeStatisticsExport(
  db: Database,
  media: MediaStorage,
  jobId: string,
  { entId }: ExportJob,
  reportProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<ExportOutput> {
  const folder = await mkdtemp(join(tmpdir(), 'zhixue-export-'));
  const path = join(folder, 'export.xlsx');
  const start = process.memoryUsage();
  let peakHeap = 0;
  let peakRss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed - start.heapUsed);
    peakRss = Math.max(peakRss, now.rss - start.rss);
  };
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('学习统计');
    sheet.columns = [
      { header: '学员编号', key: 'userId', width: 10 },
      { header: '姓名', key: 'name', width: 16 },
      { header: '部门', key: 'deptName', width: 16 },
      { header: '今日学习（分钟）', key: 'minutesToday', width: 16 },
      { header: '本周学习（分钟）', key: 'minutesWeek', width: 16 },
      { header: '累计学习（分钟）', key: 'minutesTotal', width: 16 },
    ];
    const today = formatChinaDate(new Date());
    const total = await asEnterprise(db, { entId }, async (tx) => {
      const result = await tx.execute(
        sql`select count(*)::int as total from ${users} where ent_id = ${entId}`,
      );
      return (result as unknown as Rows<{ total: number }>).rows[0]?.total ?? 0;
    });
    let after = 0;
    let written = 0;
    for (;;) {
      const batch = await asEnterprise(db, { entId }, (tx) =>
        studyRows(tx, entId, today, {
          where: sql`and u.id > ${after}`,
          order: sql`u.id`,
          limit: EXPORT_BATCH,
          offset: sql``,
        }),
      );
      for (const row of batch.rows) sheet.addRow(presentStudy(row)).commit();
      written += batch.rows.length;
      sample();
      const lastRow = batch.rows.at(-1);
      if (!lastRow || batch.rows.length < EXPORT_BATCH) break;
      after = lastRow.user_id;
      await reportProgress(total === 0 ? 1 : Math.min(0.99, written / total));
    }
    sheet.commit();
    await workbook.commit();
    sample();
    const key = exportKey(entId, jobId);
    await media.put(
      key,
      await readFile(path),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return { rows: written, key, peakHeapMb: toMb(peakHeap), peakRssMb: toMb(peakRss) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

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
  const job = await findJob(db, jobId.toLowerCase());
  if (!job || job.queue !== STATISTICS_EXPORT_QUEUE || (job.data as ExportJob | null)?.entId !== entId) {
    throw new AppError('ENT_EXPORT_NOT_FOUND');
  }
  return job;
}

export async function exportState(db: Database, scope: EnterpriseScope, jobId: string) {
  const job = await exportJobOf(db, scope, jobId);
  const state =
    job.state === 'completed'
      ? 'done'
      : job.state === 'failed' || job.state === 'cancelled'
        ? 'failed'
        : job.state === 'active'
          ? 'running'
          : 'waiting';
  return {
    state,
    rows: state === 'done' ? ((job.output as ExportOutput | null)?.rows ?? null) : null,
  } as const;
}

export async function exportFile(db: Database, media: MediaStorage, scope: EnterpriseScope, jobId: string) {
  const job = await exportJobOf(db, scope, jobId);
  const output = job.output as ExportOutput | null;
  if (job.state !== 'completed' || !output?.key) throw new AppError('ENT_EXPORT_NOT_READY');
  const chunks: Buffer[] = [];
  for await (const chunk of await media.read(exportKey(scope.entId, job.id))) chunks.push(chunk as Buffer);
  const day = formatChinaDate(job.completedOn ?? new Date());
  return { fileName: `学习统计-${day}.xlsx`, fileBase64: Buffer.concat(chunks).toString('base64') };
}
