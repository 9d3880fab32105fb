import {
  type AdminJob,
  type AdminJobListRequest,
  type Page,
  ROUTINE_JOB_KINDS,
  rowsBefore,
} from '@zhixue/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { findJob, type JobSummary, type Jobs, retryFailedJob } from '../../platform/jobs/index.js';

const OUTPUT_PREVIEW = 2000;

/**
 * The console's job list: newest first, the routine sweeps left out unless asked (or named by the
 * queue filter), the total counted under the same filter so that the pages add up.
 */
export async function listConsoleJobs(
  jobs: Jobs,
  request: z.infer<typeof AdminJobListRequest>,
): Promise<Page<AdminJob>> {
  const filter = {
    queue: request.queue || undefined,
    state: request.state,
    excludeQueues: request.routine ? [] : ROUTINE_JOB_KINDS,
  };
  const [list, total] = await Promise.all([
    jobs.list({ ...filter, limit: request.pageSize, offset: rowsBefore(request) }),
    jobs.count(filter),
  ]);
  return { list: list.map(presentJob), total, pageCurrent: request.pageCurrent, pageSize: request.pageSize };
}

/** The failures the job queue itself decides, in words; a handler's own error is shown as it threw it. */
const PLATFORM_FAILURES: Array<[pattern: RegExp, words: (match: RegExpExecArray) => string]> = [
  [/^abandoned: .*?(\d+) s$/, (match) => `运行中断：执行它的进程 ${match[1]} 秒没有响应，已按失败处理`],
  [/handler execution exceeded (\d+)ms/, (match) => `运行超时：超过 ${Number(match[1]) / 1000} 秒未完成`],
];

/** Why a failed job failed, from the error pg-boss keeps as its output; null unless it failed. */
export function jobError(job: Pick<JobSummary, 'state' | 'output'>): string | null {
  if (job.state !== 'failed') return null;
  const message = (job.output as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message) return '未记录失败原因';
  for (const [pattern, words] of PLATFORM_FAILURES) {
    const match = pattern.exec(message);
    if (match) return words(match);
  }
  return message.slice(0, OUTPUT_PREVIEW);
}

export function presentJob(job: JobSummary): AdminJob {
  const output = job.output === null || job.output === undefined ? null : JSON.stringify(job.output);
  return {
    id: job.id,
    queue: job.queue,
    state: job.state,
    attempts: job.attempts,
    retryLimit: job.retryLimit,
    progress: job.progress,
    output: output === null ? null : output.slice(0, OUTPUT_PREVIEW),
    error: jobError(job),
    createdOn: job.createdOn.toISOString(),
    startedOn: job.startedOn?.toISOString() ?? null,
    completedOn: job.completedOn?.toISOString() ?? null,
  };
}

export async function retryJob(
  tx: Database,
  id: string,
  audit: (change: AuditChange) => void,
): Promise<AdminJob> {
  const before = await findJob(tx, id);
  if (!before) throw new AppError('JOB_NOT_FOUND');
  const after = await retryFailedJob(tx, id);
  if (!after) throw new AppError('JOB_NOT_FAILED');
  audit({
    entity: 'job',
    entityId: id,
    before: { queue: before.queue, state: before.state, retryLimit: before.retryLimit },
    after: { queue: after.queue, state: after.state, retryLimit: after.retryLimit },
  });
  return presentJob(after);
}
