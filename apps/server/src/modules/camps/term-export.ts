import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime, maskMobile } from '../../platform/format/index.js';
import { AppError } from '../../platform/http/index.js';
import { findOwnedJob, findUnfinishedJob, type Jobs } from '../../platform/jobs/index.js';
import {
  type SheetColumn,
  type SheetExportRequest,
  type StoredSheet,
  sheetExportState,
  storedSheetBase64,
  storeSheetExport,
} from '../../platform/spreadsheet/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import * as usersTables from '../users/tables.js';
import { TERM_RANK_ORDER } from './admin-terms.js';
import * as tables from './tables/index.js';

const { trainingTerms, trainingUsers } = tables;
const { users } = usersTables;

export const TERM_EXPORT_QUEUE = 'camp-term-export';
const BATCH = 1000;
const exportKey = (jobId: string) => `exports/camp-terms/${jobId}.xlsx`;

interface TermExportJob {
  operatorId: number;
  termId: number;
  /** Decided by the asking operator's role when asked (learners.phone). */
  showPhones: boolean;
}

interface TermExportOutput extends StoredSheet {
  termName: string;
}

interface ExportedLearner {
  rank: number;
  nickname: string;
  mobile: string | null;
  userId: number;
  progress: number;
  enrolledAt: string;
}

const COLUMNS: Array<SheetColumn<ExportedLearner>> = [
  { header: '排名', width: 8, value: (row) => row.rank },
  { header: '学员', width: 18, value: (row) => row.nickname },
  { header: '手机号', width: 14, value: (row) => row.mobile ?? '' },
  { header: '用户ID', width: 10, value: (row) => row.userId },
  { header: '学习进度(%)', width: 12, value: (row) => row.progress },
  { header: '报名时间', width: 20, value: (row) => row.enrolledAt },
];

/**
 * The term's learners in the board's rank order, a batch at a time: keyset on the rank's own key
 * (progress down, then who got there first, then enrolment), which walks the rank index. The time
 * is carried as PostgreSQL's text so that its microseconds survive the round trip.
 */
async function* learnerBatches(
  db: Database,
  { termId, showPhones }: TermExportJob,
): AsyncGenerator<ExportedLearner[]> {
  let after: { progress: number; progressAt: string; id: number } | null = null;
  let rank = 0;
  for (;;) {
    const rows = await db
      .select({
        id: trainingUsers.id,
        userId: trainingUsers.userId,
        nickname: users.nickname,
        mobile: users.mobile,
        progress: trainingUsers.progress,
        progressAt: sql<string>`${trainingUsers.progressAt}::text`,
        enrolledAt: trainingUsers.createdAt,
      })
      .from(trainingUsers)
      .innerJoin(users, eq(users.id, trainingUsers.userId))
      .where(
        and(
          eq(trainingUsers.termId, termId),
          after === null
            ? undefined
            : sql`(${trainingUsers.progress} < ${after.progress} or (${trainingUsers.progress} = ${after.progress}
                and (${trainingUsers.progressAt}, ${trainingUsers.id}) > (${after.progressAt}::timestamptz, ${after.id})))`,
        ),
      )
      .orderBy(...TERM_RANK_ORDER)
      .limit(BATCH);
    if (rows.length > 0) {
      yield rows.map((row) => ({
        rank: ++rank,
        nickname: row.nickname,
        mobile: showPhones ? row.mobile : maskMobile(row.mobile),
        userId: row.userId,
        progress: row.progress,
        enrolledAt: formatChinaTime(row.enrolledAt),
      }));
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last;
  }
}

/** The job: the term's learners streamed to a spreadsheet in private storage, in constant memory. */
async function runTermExport(
  db: Database,
  media: MediaStorage,
  jobId: string,
  data: TermExportJob,
  reportProgress: (fraction: number) => Promise<void>,
): Promise<TermExportOutput> {
  const [[term], [counted]] = await Promise.all([
    db.select({ name: trainingTerms.name }).from(trainingTerms).where(eq(trainingTerms.id, data.termId)),
    db.select({ total: count() }).from(trainingUsers).where(eq(trainingUsers.termId, data.termId)),
  ]);
  const total = counted?.total ?? 0;
  const stored = await storeSheetExport(media, {
    sheetName: '学员进度',
    columns: COLUMNS,
    batches: learnerBatches(db, data),
    key: exportKey(jobId),
    onBatch: (written) => reportProgress(total === 0 ? 1 : Math.min(0.99, written / total)),
  });
  return { ...stored, termName: term?.name ?? `期次${data.termId}` };
}

export function defineTermExport(jobs: Jobs, db: Database, media: MediaStorage): void {
  jobs.define<TermExportJob>({
    name: TERM_EXPORT_QUEUE,
    retry: { limit: 2, delaySeconds: 5 },
    timeoutSeconds: 600,
    // One export per operator and term at a time, even when two requests cross (the send's key).
    singleton: true,
    handler: (job) => runTermExport(db, media, job.id, job.data, (fraction) => job.reportProgress(fraction)),
  });
}

/**
 * `admin/camps/term/export`: the operator's export of the term still being made is answered again;
 * otherwise a new one is sent in the call's transaction (its id named in the audit row). Two requests
 * that cross make one export: the singleton key makes the second send wait for the first to commit
 * and answer null, and the second request then answers the first one's job.
 */
export async function startTermExport(
  jobs: Jobs,
  context: SheetExportRequest,
  termId: number,
): Promise<{ jobId: string }> {
  const { tx, operatorId, showPhones } = context;
  const [term] = await tx
    .select({ id: trainingTerms.id })
    .from(trainingTerms)
    .where(eq(trainingTerms.id, termId));
  if (!term) throw new AppError('CAMP_TERM_NOT_FOUND');
  const key = `${operatorId}:${termId}`;
  const data: TermExportJob = { operatorId, termId, showPhones };
  const jobId =
    (await findUnfinishedJob(tx, TERM_EXPORT_QUEUE, key))?.id ??
    (await jobs.send(TERM_EXPORT_QUEUE, data, { id: randomUUID(), key, within: tx })) ??
    (await findUnfinishedJob(tx, TERM_EXPORT_QUEUE, key))?.id;
  if (!jobId) throw new Error(`term export ${key} neither sent nor found`);
  context.audit({ entity: 'camp_term_export', entityId: jobId, before: null, after: data });
  return { jobId };
}

/** The operator's own term export: another operator's, or any other job, is A0404. */
async function ownExportJob(db: Database, operatorId: number, jobId: string) {
  const job = await findOwnedJob<TermExportJob>(
    db,
    TERM_EXPORT_QUEUE,
    jobId,
    (data) => data?.operatorId === operatorId,
  );
  if (!job) throw new AppError('CAMP_EXPORT_NOT_FOUND');
  return job;
}

export async function termExportState(db: Database, operatorId: number, jobId: string) {
  return sheetExportState(await ownExportJob(db, operatorId, jobId));
}

export async function termExportFile(db: Database, media: MediaStorage, operatorId: number, jobId: string) {
  const job = await ownExportJob(db, operatorId, jobId);
  const fileBase64 = await storedSheetBase64(media, job, exportKey(job.id));
  if (fileBase64 === null) throw new AppError('CAMP_EXPORT_NOT_READY');
  const termName = (job.output as TermExportOutput).termName;
  return { fileName: `${termName}-学员进度.xlsx`, fileBase64 };
}
