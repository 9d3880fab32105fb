import { isTransientDatabaseError } from './transient-errors.js';

interface RejectionSource {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * pg-boss 10 marks a finished job completed (or failed) without awaiting the statement
 * (`onFetch` in its manager.js). When PostgreSQL drops the connection at that moment (a restart, a
 * failover, `pg_terminate_backend`) the rejection reaches nobody, and Node's default would end the
 * whole server for it. That loss is harmless: the job stays active until it expires and its queue's
 * retry rule applies, and every handler here is idempotent. So a stray transient database error is
 * logged and tolerated; any other stray rejection is thrown again and still ends the process.
 */
export function tolerateLostStatements(
  log: { warn(details: object, message: string): void },
  source: RejectionSource = process,
): void {
  source.on('unhandledRejection', (reason) => {
    if (!isTransientDatabaseError(reason)) throw reason;
    log.warn({ err: reason }, 'a statement nobody awaited was lost with its database connection');
  });
}
