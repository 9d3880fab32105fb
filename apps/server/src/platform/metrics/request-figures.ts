import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** A request no route matched: its own label, never the raw URL (one series per scanned path). */
const UNMATCHED = 'unmatched';

/**
 * Every answered request by method, route pattern (`/api/front/course/detail`, `/media/*`) and
 * status, with its latency: the histogram's `_count` is the request count, so rates and error
 * ratios per route come from the same series.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'zhixue_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
