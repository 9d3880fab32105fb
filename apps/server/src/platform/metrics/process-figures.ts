import { Counter, collectDefaultMetrics, Gauge, type Registry } from 'prom-client';
import { onCacheCommandFailure } from '../cache/command-failures.js';
import type { DatabaseHandle } from '../db/index.js';
import { countJobsByQueue } from '../jobs/index.js';
import { openEventStreams } from './event-streams.js';

export interface FigureSources {
  database: Pick<DatabaseHandle, 'kind' | 'poolUsage' | 'executeSql'>;
  /** Where a figure that could not be read is reported (the scrape goes on without it). */
  log: { warn(facts: object, message: string): void };
}

/**
 * The figures of the process and what it shares with the others: memory and event-loop delay
 * (prom-client's defaults), the database pool, cache failures, job queues and open streams.
 * Answers the function that stops what they listen to.
 */
export function collectProcessFigures(registry: Registry, { database, log }: FigureSources): () => void {
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({
    name: 'zhixue_database_info',
    help: 'The database this process uses (kind: pglite, embedded and poolless, or postgres)',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: database.kind }, 1);
  if (database.kind === 'postgres') collectPoolFigures(registry, database);

  const cacheFailures = new Counter({
    name: 'zhixue_cache_command_failures_total',
    help: 'Commands of the shared cache (Redis) that failed: unreachable, timed out or refused',
    registers,
  });
  const stopCounting = onCacheCommandFailure(() => cacheFailures.inc());

  new Gauge({
    name: 'zhixue_job_queue_jobs',
    help: 'Jobs per queue by state: waiting (due, not started), deferred, active, failed (kept until archived)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const { queue, state, jobs } of await countJobsByQueue(database.executeSql)) {
          this.set({ queue, state }, jobs);
        }
      } catch (err) {
        // Before the queue's schema exists, or with the database away: the other figures still count.
        log.warn({ err }, 'job queue figures not read');
      }
    },
  });

  new Gauge({
    name: 'zhixue_sse_open_streams',
    help: 'Server-Sent Events streams this process holds open (message-centre notices)',
    registers,
    collect() {
      this.set(openEventStreams());
    },
  });
  return stopCounting;
}

function collectPoolFigures(registry: Registry, database: Pick<DatabaseHandle, 'poolUsage'>): void {
  const registers = [registry];
  new Gauge({
    name: 'zhixue_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (in_use, idle) and its size (max)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = database.poolUsage();
      if (!usage) return;
      this.set({ state: 'in_use' }, usage.inUse);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'max' }, usage.max);
    },
  });
  new Gauge({
    name: 'zhixue_db_pool_waiting',
    help: 'Queries waiting for a pooled connection: above 0 for long, the pool is too small or held too long',
    registers,
    collect() {
      this.set(database.poolUsage()?.waiting ?? 0);
    },
  });
}
