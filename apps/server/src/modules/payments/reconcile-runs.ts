import {
  type Page,
  type PageQuery,
  type ReconcileChannel,
  type ReconcileFlag,
  type ReconcileRun,
  rowsBefore,
} from '@zhixue/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate, formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { PaymentProviderError, PaymentVerificationError } from '../../platform/payment/index.js';
import * as operatorsTables from '../operators/tables.js';
import type { PaymentDeps } from './payment-deps.js';
import { compareBill, createRun, loadOurSide, type RunRow, recordRunOutcome } from './reconcile.js';
import * as tables from './tables.js';

const { reconciliationRuns, reconciliationFlags } = tables;
const { operators } = operatorsTables;

export const RECONCILE_QUEUE = 'order-reconcile';
export const RECONCILE_DAILY_QUEUE = 'order-reconcile-daily';
const CHANNELS: readonly ReconcileChannel[] = ['wx', 'ali'];

interface ReconcileJob {
  runId: number;
}

/**
 * Reads the provider's bill of the run's day and records what disagrees. A bill that cannot be had
 * (not out yet, the provider unreachable) fails the run for now; the job retries it.
 */
export async function runReconciliation(deps: PaymentDeps, runId: number) {
  const [run] = await deps.db
    .update(reconciliationRuns)
    .set({ status: 'running' })
    .where(eq(reconciliationRuns.id, runId))
    .returning();
  if (!run) return { skipped: 'no such run' };
  const channel = run.channel as ReconcileChannel;
  let bill: Awaited<ReturnType<PaymentDeps['providers'][ReconcileChannel]['bill']>>;
  try {
    bill = await deps.providers[channel].bill(run.day);
  } catch (error) {
    if (!(error instanceof PaymentProviderError || error instanceof PaymentVerificationError)) throw error;
    await deps.db
      .update(reconciliationRuns)
      .set({ status: 'failed', failure: error.message.slice(0, 500), finishedAt: new Date() })
      .where(eq(reconciliationRuns.id, runId));
    throw error;
  }
  const flags = compareBill(bill, await loadOurSide(deps.db, bill));
  await recordRunOutcome(deps.db, runId, bill, flags);
  if (flags.length) {
    deps.log.warn({ channel, day: run.day, runId, flagged: flags.length }, 'reconciliation flagged orders');
  }
  return { runId, payments: bill.payments.length, refunds: bill.refunds.length, flagged: flags.length };
}

/**
 * The bill runs per provider and day: the morning after (both providers publish the day's bill by
 * 10:00), and whenever finance starts one from the console.
 */
export function defineReconciliation(jobs: Jobs, deps: PaymentDeps): void {
  jobs.define<ReconcileJob>({
    name: RECONCILE_QUEUE,
    retry: { limit: 4, delaySeconds: 900, backoff: true },
    timeoutSeconds: 600,
    handler: (job) => runReconciliation(deps, job.data.runId),
  });
  jobs.define({
    name: RECONCILE_DAILY_QUEUE,
    cron: '30 10 * * *',
    singleton: true,
    handler: async () => {
      const day = formatChinaDate(Date.now() - 24 * 60 * 60 * 1000);
      const runs: number[] = [];
      for (const channel of CHANNELS) {
        const run = await createRun(deps.db, { channel, day, operatorId: null });
        await sendRun(jobs, run.id);
        runs.push(run.id);
      }
      return { day, runs };
    },
  });
}

const sendRun = (jobs: Jobs, runId: number, within?: Database) =>
  jobs.send<ReconcileJob>(RECONCILE_QUEUE, { runId }, { within });

/** Finance starts a run from the console; the run and its job commit together. */
export async function startReconciliation(
  context: {
    tx: Database;
    jobs: Jobs;
    operatorId: number;
    audit: (change: AuditChange) => void;
  },
  request: { channel: ReconcileChannel; day: string },
): Promise<ReconcileRun> {
  // Today's bill is only the sandbox's: a provider answers that it is not out yet, and the run retries.
  if (request.day > formatChinaDate(new Date())) throw new AppError('RECONCILE_DAY_AHEAD');
  const run = await createRun(context.tx, { ...request, operatorId: context.operatorId });
  context.audit({ entity: 'reconciliation_run', entityId: run.id, before: null, after: run });
  await sendRun(context.jobs, run.id, context.tx);
  return (await loadRuns(context.tx, eq(reconciliationRuns.id, run.id), 1, 0))[0] as ReconcileRun;
}

function loadRuns(db: Database, where: ReturnType<typeof eq> | undefined, limit: number, offset: number) {
  return db
    .select({ run: reconciliationRuns, operatorName: operators.name })
    .from(reconciliationRuns)
    .leftJoin(operators, eq(operators.id, reconciliationRuns.operatorId))
    .where(where)
    .orderBy(desc(reconciliationRuns.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map(({ run, operatorName }) => presentRun(run, operatorName)));
}

function presentRun(run: RunRow, operatorName: string | null): ReconcileRun {
  return {
    id: run.id,
    channel: run.channel as ReconcileChannel,
    day: run.day,
    status: run.status as ReconcileRun['status'],
    billPayments: run.billPayments,
    billRefunds: run.billRefunds,
    flagged: run.flagged,
    failure: run.failure,
    operatorName,
    createdAt: formatChinaTime(run.createdAt),
    finishedAt: run.finishedAt ? formatChinaTime(run.finishedAt) : null,
  };
}

export async function pageRuns(
  db: Database,
  query: PageQuery & { channel?: ReconcileChannel | undefined },
): Promise<Page<ReconcileRun>> {
  const where = query.channel ? eq(reconciliationRuns.channel, query.channel) : undefined;
  const [list, [counted]] = await Promise.all([
    loadRuns(db, where, query.pageSize, rowsBefore(query)),
    db.select({ total: count() }).from(reconciliationRuns).where(where),
  ]);
  return { list, total: counted?.total ?? 0, pageCurrent: query.pageCurrent, pageSize: query.pageSize };
}

export async function pageFlags(
  db: Database,
  query: PageQuery & { runId: number },
): Promise<Page<ReconcileFlag>> {
  const [run] = await db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.id, query.runId));
  if (!run) throw new AppError('RECONCILE_RUN_NOT_FOUND');
  const where = eq(reconciliationFlags.runId, query.runId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reconciliationFlags)
      .where(where)
      .orderBy(sql`${reconciliationFlags.id}`)
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(reconciliationFlags).where(where),
  ]);
  return {
    list: rows.map(({ runId: _run, kind, ...flag }) => ({ ...flag, kind: kind as ReconcileFlag['kind'] })),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}
