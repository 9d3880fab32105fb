import type { DatabaseHandle, SqlResult } from '../db/index.js';

/**
 * How many jobs of a queue are in a state, read from pg-boss's tables (schema `pgboss`), so that
 * every process reports the same figures whichever of them works the queue. `waiting` are due and
 * not started (the backlog), `deferred` wait for a later time (a deadline, a retry delay), `failed`
 * ran out of retries and are kept until pg-boss archives them.
 */
export interface QueueFigure {
  queue: string;
  state: QueueFigureState;
  jobs: number;
}

export type QueueFigureState = 'waiting' | 'deferred' | 'active' | 'failed';

export const QUEUE_FIGURE_STATES: readonly QueueFigureState[] = ['waiting', 'deferred', 'active', 'failed'];

// The internal queues (`__pgboss__…`) are pg-boss's own bookkeeping, not work of ours.
const QUEUES = `select name from pgboss.queue where not starts_with(name, '__pgboss__')`;

const COUNTS = `
  select name,
    case
      when state > 'retry' then state::text
      when start_after > now() then 'deferred'
      else 'waiting'
    end as state,
    count(*)::int as jobs
  from pgboss.job
  where state in ('created', 'retry', 'active', 'failed') and not starts_with(name, '__pgboss__')
  group by 1, 2`;

/** Every declared queue in every state, a count of 0 where it has no such job. */
export async function countJobsByQueue(executeSql: DatabaseHandle['executeSql']): Promise<QueueFigure[]> {
  const queues = (await executeSql(QUEUES)) as SqlResult;
  const counts = (await executeSql(COUNTS)) as SqlResult;
  const figures = new Map<string, QueueFigure>();
  for (const { name } of queues.rows) {
    for (const state of QUEUE_FIGURE_STATES) {
      figures.set(`${name}/${state}`, { queue: String(name), state, jobs: 0 });
    }
  }
  for (const { name, state, jobs } of counts.rows) {
    const figure = figures.get(`${name}/${state}`);
    if (figure) figure.jobs = Number(jobs);
  }
  return [...figures.values()];
}
