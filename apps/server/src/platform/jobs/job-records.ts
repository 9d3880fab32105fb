import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, SqlResult } from '../db/index.js';

/**
 * Reads and marks jobs in pg-boss's own tables (schema `pgboss`, as pg-boss 10 lays it out): pg-boss
 * 10 has no call to list jobs or to record progress. Live jobs sit in `job`; finished ones move to
 * `archive` after a while, so a listing reads both. Its internal queues (`__pgboss__…`) are left out.
 */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobSummary {
  id: string;
  queue: string;
  state: JobState;
  data: unknown;
  /** Runs started so far: 0 while it waits for its first, 2 once its first retry has started. */
  attempts: number;
  retryLimit: number;
  /** 0 to 1 as the handler last reported it while active; 1 once completed; otherwise null. */
  progress: number | null;
  /** What the handler returned, or the error of its last failed run. */
  output: unknown;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface JobFilter {
  queue?: string;
  state?: JobState;
  /** Queues left out (the console's routine sweeps), unless `queue` names one of them. */
  excludeQueues?: string[];
  /** Newest first, at most this many (default 50), after skipping `offset`. */
  limit?: number;
  offset?: number;
}

type ExecuteSql = DatabaseHandle['executeSql'];

const COLUMNS =
  'id, name, state::text as state, data, output, retry_count, retry_limit, created_on, start_after, started_on, completed_on';

/** The listing's filter, for the page and its count alike ($1 queue, $2 state, $3 queues left out). */
const FILTERED_JOBS = `
  select * from (
    select ${COLUMNS} from pgboss.job
    union all
    select ${COLUMNS} from pgboss.archive
  ) jobs
  where not starts_with(name, '__pgboss__')
    and ($1::text is null or name = $1)
    and ($2::text is null or state = $2)
    and ($1::text is not null or not (name = any($3::text[])))`;

const LIST_JOBS = `${FILTERED_JOBS} order by created_on desc, id limit $4 offset $5`;

const COUNT_JOBS = `select count(*)::int as n from (${FILTERED_JOBS}) filtered`;

const SET_PROGRESS = `
  update pgboss.job set output = coalesce(output, '{}'::jsonb) || jsonb_build_object('progress', $3::float8)
  where name = $1 and id = $2 and state = 'active'`;

const RENEW_LEASE = `
  update pgboss.job set output = coalesce(output, '{}'::jsonb) || jsonb_build_object('heartbeatAt', now())
  where name = $1 and id = $2 and state = 'active'`;

/**
 * Running jobs whose last sign of life (the start, a heartbeat, or an earlier claim by a sweep that
 * did not finish) is older than the lease, each claimed by exactly one sweeping process: the row
 * lock makes a second sweep wait, and it then sees this claim as a fresh sign of life.
 */
const CLAIM_ABANDONED = `
  update pgboss.job set output = coalesce(output, '{}'::jsonb) || jsonb_build_object('abandonedAt', now())
  where state = 'active' and not starts_with(name, '__pgboss__')
    and greatest(
      started_on,
      (output->>'heartbeatAt')::timestamptz,
      (output->>'abandonedAt')::timestamptz
    ) < now() - make_interval(secs => $1)
  returning id, name, data, retry_count >= retry_limit as final`;

const filterParameters = (filter: JobFilter) => [
  filter.queue ?? null,
  filter.state ?? null,
  filter.excludeQueues ?? [],
];

export async function listJobs(executeSql: ExecuteSql, filter: JobFilter = {}): Promise<JobSummary[]> {
  const result = await executeSql(LIST_JOBS, [
    ...filterParameters(filter),
    filter.limit ?? 50,
    filter.offset ?? 0,
  ]);
  return (result as SqlResult).rows.map(toSummary);
}

/** How many jobs the filter finds (its `limit` and `offset` aside): the listing's honest total. */
export async function countJobs(executeSql: ExecuteSql, filter: JobFilter = {}): Promise<number> {
  const result = await executeSql(COUNT_JOBS, filterParameters(filter));
  return Number((result as SqlResult).rows[0]?.n ?? 0);
}

/** Kept in the job's output while it runs; pg-boss replaces the output when the run ends. */
export async function setProgress(executeSql: ExecuteSql, queue: string, id: string, fraction: number) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  await executeSql(SET_PROGRESS, [queue, id, clamped]);
}

/** A sign of life of a running job: while they come, no other process takes the job for abandoned. */
export async function renewLease(executeSql: ExecuteSql, queue: string, id: string) {
  await executeSql(RENEW_LEASE, [queue, id]);
}

export interface AbandonedJob {
  id: string;
  queue: string;
  data: unknown;
  /** No retry is left: failing it ends it. */
  final: boolean;
}

/** Claims the running jobs with no sign of life for `leaseSeconds` (their process died or hangs). */
export async function claimAbandonedJobs(
  executeSql: ExecuteSql,
  leaseSeconds: number,
): Promise<AbandonedJob[]> {
  const result = await executeSql(CLAIM_ABANDONED, [leaseSeconds]);
  return (result as SqlResult).rows.map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    data: row.data ?? null,
    final: row.final === true || row.final === 't',
  }));
}

/**
 * node-postgres gives timestamps as Dates; PGlite through Drizzle's `execute` gives PostgreSQL's
 * text (`2026-11-25 06:51:30.358+00`).
 */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  );
}

function toSummary(row: Record<string, unknown>): JobSummary {
  const state = row.state as JobState;
  const startedOn = toDate(row.started_on);
  const output = row.output ?? null;
  return {
    id: String(row.id),
    queue: String(row.name),
    state,
    data: row.data ?? null,
    attempts: startedOn ? Number(row.retry_count) + 1 : 0,
    retryLimit: Number(row.retry_limit),
    progress: state === 'completed' ? 1 : state === 'active' ? progressIn(output) : null,
    output: state === 'active' ? null : output,
    createdOn: toDate(row.created_on) as Date,
    startAfter: toDate(row.start_after) as Date,
    startedOn,
    completedOn: toDate(row.completed_on),
  };
}

function progressIn(output: unknown): number {
  const progress = (output as { progress?: unknown } | null)?.progress;
  return typeof progress === 'number' ? progress : 0;
}

/** One job by id, live or archived. */
export async function findJob(db: Database, id: string): Promise<JobSummary | null> {
  const result = await db.execute(sql`
    select ${sql.raw(COLUMNS)} from pgboss.job where id = ${id}::uuid
    union all
    select ${sql.raw(COLUMNS)} from pgboss.archive where id = ${id}::uuid
    limit 1`);
  const [row] = (result as unknown as SqlResult).rows;
  return row ? toSummary(row) : null;
}

/**
 * A job of `queue` whose data `owns` accepts, by the id a caller sent (in any letter case); null for
 * an unknown id, a job of another queue, or another owner's: callers answer all three as not found.
 */
export async function findOwnedJob<T>(
  db: Database,
  queue: string,
  id: string,
  owns: (data: T | null) => boolean,
): Promise<JobSummary | null> {
  const job = await findJob(db, id.toLowerCase());
  return job && job.queue === queue && owns(job.data as T | null) ? job : null;
}

/**
 * The job of `queue` sent with singleton `key` that has not finished yet (waiting, waiting for a
 * retry, or running), if there is one: a second request for the same work answers it.
 */
export async function findUnfinishedJob(
  db: Database,
  queue: string,
  key: string,
): Promise<JobSummary | null> {
  const result = await db.execute(sql`
    select ${sql.raw(COLUMNS)} from pgboss.job
    where name = ${queue} and singleton_key = ${key} and state in ('created', 'retry', 'active')
    order by created_on desc
    limit 1`);
  const [row] = (result as unknown as SqlResult).rows;
  return row ? toSummary(row) : null;
}

/**
 * Puts a failed job back in line, as pg-boss's `retry` does (one more run allowed), but on the
 * caller's connection so that it commits with the console's audit row. Archived jobs stay as they are.
 */
export async function retryFailedJob(db: Database, id: string): Promise<JobSummary | null> {
  const result = await db.execute(sql`
    update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
    where id = ${id}::uuid and state = 'failed'
    returning ${sql.raw(COLUMNS)}`);
  const [row] = (result as unknown as SqlResult).rows;
  return row ? toSummary(row) : null;
}
