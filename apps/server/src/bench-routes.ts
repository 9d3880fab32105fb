import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, DatabaseHandle, PreparedStatement } from './platform/db/index.js';
import { parseRequestBody, successBody } from './platform/http/index.js';
import type { SandboxNotificationSigner } from './platform/payment/index.js';
import * as tables from './tables.js';

export interface BenchDeps {
  db: Database;
  runPrepared: DatabaseHandle['runPrepared'];
  /** The sandbox provider's notification signer; null with live providers (no notification bench). */
  signSandboxNotification: SandboxNotificationSigner | null;
}

const UpsertRow = z.object({
  userId: z.number().int().positive(),
  courseId: z.number().int().positive(),
  sectionId: z.number().int().positive(),
  positionSeconds: z.number().int().min(0),
});

const PaymentsToSign = z
  .array(z.object({ orderNo: z.string().min(1).max(32), amount: z.number().int().min(0) }))
  .max(20_000);

/** Prepared like the heartbeat merge it is compared with, so the floor is as cheap as one row gets. */
const UPSERT: PreparedStatement = {
  name: 'bench_floor_upsert',
  text: `insert into section_progress (user_id, course_id, section_id, position_seconds)
    values ($1, $2, $3, $4)
    on conflict (user_id, section_id) do update
    set position_seconds = excluded.position_seconds, updated_at = now()`,
};

/**
 * Baselines for `npm run bench`, measured on the same server in the same run: the bare route is
 * the ceiling of the HTTP stack, the single-row primary-key select the floor of any call that
 * reads the database, and the single-row upsert (one `insert … on conflict do update` of a progress
 * row, answered after its commit) the floor of any call that writes. The sandbox signing route lets
 * the bench post notifications the sandbox provider would send; the memory route answers the heap
 * after a full collection (when the bench starts the server with --expose-gc), so that rounds of
 * the same load show growth rather than garbage. Registered only when BENCH_ROUTES is set (refused
 * in production).
 */
export function registerBenchRoutes(
  app: FastifyInstance,
  { db, runPrepared, signSandboxNotification }: BenchDeps,
): void {
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
  app.post('/api/bench/floor/upsert', async (request, reply) => {
    const row = parseRequestBody(UpsertRow, request.body);
    await runPrepared(UPSERT, [row.userId, row.courseId, row.sectionId, row.positionSeconds]);
    return reply.type(json).send(successBody({ ok: true }));
  });
  app.post('/api/bench/memory', async (_request, reply) => {
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return reply.type(json).send(successBody({ heapUsedMb: mb(heapUsed), rssMb: mb(rss) }));
  });
  if (signSandboxNotification) {
    app.post('/api/bench/pay/sandbox/sign', async (request, reply) => {
      const signed = parseRequestBody(PaymentsToSign, request.body).map(({ orderNo, amount }) =>
        signSandboxNotification({ orderNo, amount, tradeNo: `BENCH${orderNo}` }),
      );
      return reply.type(json).send(successBody(signed));
    });
  }
}
