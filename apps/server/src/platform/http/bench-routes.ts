import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, tables } from '../db/index.js';
import { successBody } from './envelope.js';

/**
 * Baselines for `npm run bench`, measured on the same server in the same run: the bare route is
 * the ceiling of the HTTP stack, the single-row primary-key select the floor of any call that
 * reads the database. Registered only when BENCH_ROUTES is set (refused in production).
 */
export function registerBenchRoutes(app: FastifyInstance, db: Database): void {
  const json = 'application/json; charset=utf-8';
  app.post('/api/bench/floor/bare', async (_request, reply) =>
    reply.type(json).send(successBody({ ok: true })),
  );
  app.post('/api/bench/floor/db', async (_request, reply) => {
    const [row] = await db
      .select({ id: tables.courses.id, name: tables.courses.name })
      .from(tables.courses)
      .where(eq(tables.courses.id, 1));
    return reply.type(json).send(successBody(row ?? null));
  });
}
