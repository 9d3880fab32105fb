import pg from 'pg';

/**
 * node-postgres's pool, except that a statement the database refused (a unique or not-null
 * violation, a check, a division by zero) gives its connection back to the pool instead of closing
 * it. pg-pool's own `query` closes the connection on any error: under a rush of refusals the
 * product expects (a flash sale's stock already taken, a coupon already used) every refusal cost a
 * new server process, a new connection and its statements prepared again, and the requests behind
 * it waited for them. A connection that broke is still dropped: its error is not the database's
 * refusal of one statement (severity ERROR, the extended protocol, outside a transaction), or it
 * reports itself unusable, which the pool checks on release.
 */
/** A query node-postgres sends through the extended protocol, which carries one statement. */
function oneStatement(statement: unknown, values: unknown): boolean {
  const config = typeof statement === 'object' && statement !== null ? (statement as pg.QueryConfig) : null;
  const given = (config?.values ?? values) as unknown[] | undefined;
  return Boolean(config?.name) || (Array.isArray(given) && given.length > 0);
}

export function createConnectionKeepingPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // A connection the server ends (a restart, an administrator, a lost route) emits 'error'. The pool
  // listens while a connection is idle, but not while it is taken out (a transaction's): without a
  // listener of its own that event ended the process. The statements under way are told anyway
  // (they reject), and the pool drops a connection that can no longer query when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const poolQuery = pool.query.bind(pool);
  const keepingQuery = async (statement: unknown, values: unknown) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // An error the connection emits while it is lent out (its server gone) must not crash the process.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await client.query(statement as pg.QueryConfig, values as unknown[]);
    } catch (error) {
      // ERROR ends the statement only; FATAL and PANIC end the connection (its server went away). Only
      // a statement of the extended protocol (named, or with values) is one statement for sure, so
      // that the connection is back where it was, outside any transaction: a text of several may
      // have begun one, and its borrower would be next to find it. node-postgres answers the error
      // before the connection says where it stands, so that is read from the statement's shape.
      const statementRefused =
        error instanceof pg.DatabaseError &&
        error.severity === 'ERROR' &&
        oneStatement(statement, values) &&
        client.getTransactionStatus() === 'I';
      if (!statementRefused) broken ??= error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
  // The promise form is what every caller here uses; a callback keeps pg-pool's own behaviour.
  pool.query = ((...args: unknown[]) =>
    args.some((arg) => typeof arg === 'function')
      ? (poolQuery as (...all: unknown[]) => unknown)(...args)
      : keepingQuery(args[0], args[1])) as typeof pool.query;
  return pool;
}
