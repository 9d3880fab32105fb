import { describe, expect, it } from 'vitest';
import { createConnectionKeepingPool } from './connection-keeping-pool.js';

const DATABASE_URL = process.env.DATABASE_URL;
const backendOf = async (pool: ReturnType<typeof createConnectionKeepingPool>) =>
  (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;

describe.skipIf(!DATABASE_URL)('the pool of PostgreSQL connections', () => {
  it('keeps a connection whose one statement the database refused; drops one whose text may have left a transaction, or whose server ended it', async () => {
    const pool = createConnectionKeepingPool({ connectionString: DATABASE_URL, max: 1 });
    try {
      const first = await backendOf(pool);
      await expect(pool.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
      await expect(
        pool.query({ name: 'refused', text: 'select 1 / $1::int', values: [0] }),
      ).rejects.toThrow();
      expect(await backendOf(pool)).toBe(first);
      // The same prepared statement runs again on the kept connection.
      expect((await pool.query({ name: 'refused', text: 'select 1 / $1::int', values: [1] })).rows).toEqual([
        { '?column?': 1 },
      ]);

      // A text without values may hold several statements, one of which may have begun a
      // transaction (as this one did): dropped.
      await expect(pool.query('begin; select 1 / 0')).rejects.toThrow('division by zero');
      const afterTransaction = await backendOf(pool);
      expect(afterTransaction).not.toBe(first);
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);

      await expect(pool.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toThrow();
      const second = await backendOf(pool);
      expect(second).toBeTypeOf('number');
      expect(second).not.toBe(afterTransaction);
    } finally {
      await pool.end();
    }
  });

  it('outlives the loss of a connection taken out of it, as a transaction takes one', async () => {
    const pool = createConnectionKeepingPool({ connectionString: DATABASE_URL, max: 2 });
    try {
      const taken = await pool.connect();
      const pid = (await taken.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const ended = new Promise((resolve) => taken.once('end', resolve));
      // The server ends it between two statements (a restart, an administrator): the process lives on.
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await ended;
      await expect(taken.query('select 1')).rejects.toThrow();
      taken.release();
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
