import type { AdminJob } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { findJob, type JobSummary, retryFailedJob } from '../../platform/jobs/index.js';

const OUTPUT_PREVIEW = 2000;

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
