import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Database, type DatabaseHandle, statementRunnerOn } from '../db/index.js';
import {
  claimAbandonedJobs,
  countJobs,
  type JobFilter,
  type JobSummary,
  listJobs,
  renewLease,
  setProgress,
} from './job-records.js';

/**
 * The one queue for scheduled and background work: pg-boss on the server's own database (its
 * tables in schema `pgboss`), so jobs survive restarts and each runs once however many server
 * processes share the database. See docs/decisions/0014-one-job-queue-pg-boss.md.
 */
export interface Jobs {
  /** Declares a queue and its handler; every queue is declared before `start`. */
  define<T>(queue: QueueDefinition<T>): void;
  /** Adds a job to a declared queue; answers its id, or null when a singleton queue already holds one. */
  send<T>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Adds several jobs to a declared queue in one statement (not to a singleton queue): for senders
   * that gather the jobs of many requests, such as every deadline of an exam's starting candidates.
   */
  sendMany<T>(queue: string, jobs: Array<{ data: T; startAfter?: Date }>): Promise<void>;
  /** Jobs newest first, with state, attempts and progress (the operator console's listing). */
  list(filter?: JobFilter): Promise<JobSummary[]>;
  /** How many jobs `list` would find without its limit. */
  count(filter?: JobFilter): Promise<number>;
  /** Creates pg-boss's schema and the queues, keeps the schedules, and starts working (when enabled). */
  start(log: JobLog): Promise<void>;
  /**
   * Stops fetching, waits up to `timeoutMs` for running jobs (one still running then is failed, to
   * be retried) and for the queue's last statements, so that the database can close after it.
   * Requests still finishing may send jobs until then: other processes, or the next start, work them.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueDefinition<T> {
  name: string;
  /** Works one job. A throw fails this run (retried as `retry` says); what it returns is the job's output. */
  handler(job: Job<T>): Promise<unknown>;
  /** Runs after a failure: `limit` retries, the first after `delaySeconds`, doubling with `backoff`. */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /** A run still going after this long counts as failed (pg-boss's default: 15 minutes). */
  timeoutSeconds?: number;
  /** At most one job waiting and one running at a time (per `key` of `send`): sweeps, refreshes. */
  singleton?: boolean;
  /** Cron expression in China time: a job is sent at each tick, once across all processes. */
  cron?: string;
  /**
   * Told when a run was abandoned (its process died mid-run) and no retry is left: the handler never
   * saw its end, so what it marks as under way (an asset "transcoding") is marked failed here.
   */
  onAbandoned?(data: T, reason: string): Promise<void>;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Records how far the run is (0 to 1) for the listing. */
  reportProgress(fraction: number): Promise<void>;
}

export interface SendOptions {
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** In a singleton queue, what "one at a time" is counted per (an exam, a course). */
  key?: string;
  /** The job's id, when the sender must name the job before it is sent (a uuid). */
  id?: string;
  /**
   * The caller's transaction: the job exists if and only if it commits, so a crash or a failure
   * after the send never leaves work recorded without its job, nor a job without its work. In a
   * singleton queue a job of the same key sent by a transaction not yet committed makes this send
   * wait for it, then answer null.
   */
  within?: Database | undefined;
}

/** Where failed runs and queue errors are reported (the server's logger). */
export type JobLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface JobsOptions {
  /** false: this process sends and lists jobs but works none and keeps no schedules. */
  workers?: boolean;
  /** How often an idle queue asks for work (at least 0.5 s). */
  pollSeconds?: number;
  /**
   * A running job gives a sign of life every quarter of this; one without any for this long is taken
   * for abandoned by a process that died (killed, out of memory, its machine gone) and failed, so
   * that its retries run elsewhere within minutes instead of after its timeout (hours for a transcode).
   */
  leaseSeconds?: number;
}

const CHINA_TIME = 'Asia/Shanghai';
const NO_RETRY: NonNullable<QueueDefinition<unknown>['retry']> = { limit: 0, delaySeconds: 0 };

export function createJobs(database: DatabaseHandle, options: JobsOptions = {}): Jobs {
  const { workers = true, pollSeconds = 2, leaseSeconds = 60 } = options;
  const definitions = new Map<string, QueueDefinition<never>>();
  // Everything the queue still has under way (statements, handlers): `stop` lets it settle.
  const busy = new Set<Promise<unknown>>();
  const track = <R>(work: Promise<R>): Promise<R> => {
    busy.add(work);
    const done = () => busy.delete(work);
    work.then(done, done);
    return work;
  };
  const executeSql: DatabaseHandle['executeSql'] = (text, values) => track(database.executeSql(text, values));
  let boss: PgBoss | undefined;
  let stopping = false;
  let sweeper: NodeJS.Timeout | undefined;

  /**
   * Fails the running jobs that gave no sign of life for the lease (pg-boss then retries them as
   * their queue says), and tells the queue of those with no retry left. Every working process
   * sweeps; each abandoned job is claimed by one.
   */
  async function failAbandoned(running: PgBoss, log: JobLog): Promise<void> {
    try {
      for (const job of await claimAbandonedJobs(executeSql, leaseSeconds)) {
        const reason = `abandoned: the process running it stopped giving signs of life for ${leaseSeconds} s`;
        log.warn({ queue: job.queue, jobId: job.id, final: job.final }, 'job abandoned by its process');
        await running.fail(job.queue, job.id, { message: reason });
        if (job.final) await definitions.get(job.queue)?.onAbandoned?.(job.data as never, reason);
      }
    } catch (error) {
      log.error({ err: error }, 'the sweep for abandoned jobs failed');
    }
  }

  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  async function declare(setup: PgBoss, definition: QueueDefinition<never>) {
    const { name, retry = NO_RETRY, singleton, timeoutSeconds, cron } = definition;
    const queueOptions: PgBoss.Queue = {
      name,
      policy: singleton ? 'stately' : 'standard',
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff ?? false,
      ...(timeoutSeconds ? { expireInSeconds: timeoutSeconds } : {}),
    };
    // createQueue leaves an existing queue as it was; updateQueue brings its settings up to date.
    await setup.createQueue(name, queueOptions);
    await setup.updateQueue(name, queueOptions);
    if (!workers) return;
    if (cron) await setup.schedule(name, cron, {}, { tz: CHINA_TIME });
    else await setup.unschedule(name);
  }

  async function work(running: PgBoss, definition: QueueDefinition<never>, log: JobLog) {
    const { name, handler } = definition;
    const workerId: string = await running.work(
      name,
      { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true },
      ([job]: PgBoss.JobWithMetadata<never>[]) => {
        if (!job) return Promise.resolve();
        const attempt = job.retryCount + 1;
        const run = async () => {
          const heartbeat = setInterval(
            () => void track(renewLease(executeSql, name, job.id)).catch(() => undefined),
            (leaseSeconds * 1000) / 4,
          );
          try {
            return await handler({
              id: job.id,
              data: job.data,
              attempt,
              reportProgress: (fraction) => setProgress(executeSql, name, job.id, fraction),
            });
          } catch (error) {
            log.warn({ err: error, queue: name, jobId: job.id, attempt }, 'job failed');
            throw error;
          } finally {
            clearInterval(heartbeat);
            // A queue that just had work may have more: fetch again at once instead of after a poll.
            running.notifyWorker(workerId);
          }
        };
        return track(run());
      },
    );
  }

  return {
    define(definition) {
      if (boss) throw new Error(`queue ${definition.name} is declared after the job queue started`);
      if (definitions.has(definition.name)) throw new Error(`queue ${definition.name} is declared twice`);
      definitions.set(definition.name, definition as QueueDefinition<never>);
    },

    async send(queue, data, sendOptions = {}) {
      if (!definitions.has(queue)) throw new Error(`no job queue named ${queue}`);
      const { startAfter, key, id, within } = sendOptions;
      return started().send(queue, data as object, {
        ...(within === undefined ? {} : { db: { executeSql: statementRunnerOn(within) } }),
        ...(id === undefined ? {} : { id }),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(key === undefined ? {} : { singletonKey: key }),
      });
    },

    async sendMany(queue, many) {
      const definition = definitions.get(queue);
      if (!definition) throw new Error(`no job queue named ${queue}`);
      if (definition.singleton) throw new Error(`${queue} is a singleton queue: send its jobs one by one`);
      await started().insert(
        many.map(({ data, startAfter }) => ({
          name: queue,
          data: data as object,
          ...(startAfter === undefined ? {} : { startAfter }),
        })),
      );
    },

    list: (filter) => listJobs(executeSql, filter),
    count: (filter) => countJobs(executeSql, filter),

    async start(log) {
      if (boss) return;
      const db = { executeSql: executeSql as PgBoss.Db['executeSql'] };
      const onError = (error: unknown) => log.error({ err: error }, 'job queue error');
      // An instance that neither works nor schedules lays out pg-boss's schema, the queues and their
      // schedules first: the working instance looks at the schedules as it starts, and finds them.
      // pg-boss guards its schema with a lock, but processes laying out the queues side by side can
      // still lose a race on a catalogue index, or deadlock in create_queue (it locks the queue
      // table and its partitions in an order that can cross): so one process sets up at a time, and
      // the next finds the work done (every step leaves what exists as it was).
      const setup = await database.alone('zx job queue setup', async () => {
        const instance = new PgBoss({ db, supervise: false, schedule: false });
        instance.on('error', onError);
        try {
          await instance.start();
          for (const definition of definitions.values()) await declare(instance, definition);
          return instance;
        } catch (error) {
          await instance.stop({ graceful: false }).catch(() => {});
          throw error;
        }
      });
      if (!workers) {
        boss = setup;
        return;
      }
      await setup.stop({ graceful: false });
      const running = new PgBoss({ db });
      running.on('error', onError);
      await running.start();
      boss = running;
      for (const definition of definitions.values()) await work(running, definition, log);
      sweeper = setInterval(() => void track(failAbandoned(running, log)), (leaseSeconds * 1000) / 2);
      sweeper.unref();
    },

    async stop(timeoutMs = 10_000) {
      const running = boss;
      if (!running || stopping) return;
      stopping = true;
      clearInterval(sweeper);
      const deadline = Date.now() + timeoutMs;
      await running.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // pg-boss completes a finished job without waiting, and a fetch under way at the stop may still
      // hand a job to its handler: let those finish before the database closes.
      while (busy.size > 0 && Date.now() < deadline) {
        await Promise.race([Promise.allSettled([...busy]), unreferencedDelay(deadline - Date.now())]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/**
 * A pause that does not keep the process alive: raced against work that keeps it alive on its own,
 * so a finished handler does not leave the process waiting it out.
 */
function unreferencedDelay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
}
