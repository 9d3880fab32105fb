/**
 * Failures after which the same statement may well succeed: the connection was lost or ended by the
 * server (a restart, a failover, `pg_terminate_backend`), the pool could not connect in time, or the
 * transaction lost a deadlock or serialisation race.
 */
const TRANSIENT_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '40P01',
  '40001',
]);
const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const TRANSIENT_MESSAGE =
  /Connection terminated|not queryable|connection error|timeout exceeded when trying to connect|terminating connection/i;

export function isTransientDatabaseError(error: unknown): boolean {
  // Drizzle wraps the driver's error; look down the cause chain.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && TRANSIENT_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

const BACKOFF_MS = [20, 80, 250, 600];

/** Runs an idempotent database step again after a transient failure, a few times with backoff. */
export async function withRetries<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const wait = BACKOFF_MS[attempt];
      if (wait === undefined || !isTransientDatabaseError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
