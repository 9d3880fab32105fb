import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from '../config/index.js';
import { listenForScrapes, METRICS_PATH, metricsOnPublicListener, portOf } from './metrics-access.js';
import { collectProcessFigures, type FigureSources } from './process-figures.js';
import { countRequests } from './request-figures.js';

export { countEventStream } from './event-streams.js';

export interface MetricsSettings {
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>;
  database: FigureSources['database'];
}

/**
 * Prometheus figures for an operator: /metrics on the public listener behind a bearer token
 * (METRICS_TOKEN) and/or a listener of its own on 127.0.0.1 (METRICS_PORT). With neither set
 * nothing is collected and /metrics answers 404 like any unknown path. Register it before the
 * routes, so that its request figures cover them all.
 */
export function registerMetrics(app: FastifyInstance, { config, database }: MetricsSettings): void {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = config;
  if (token === undefined && port === undefined) {
    app.get(METRICS_PATH, metricsOnPublicListener(undefined, null));
    return;
  }
  const registry = new Registry();
  countRequests(app, registry);
  const stopCollecting = collectProcessFigures(registry, { database, log: app.log });
  const exposition = { contentType: registry.contentType, text: () => registry.metrics() };
  app.get(METRICS_PATH, metricsOnPublicListener(token, exposition));
  let scrapes: Server | undefined;
  if (port !== undefined) {
    app.addHook('onReady', async () => {
      scrapes = await listenForScrapes(port, exposition);
      app.log.info(`metrics on http://127.0.0.1:${portOf(scrapes)}${METRICS_PATH}`);
    });
  }
  app.addHook('onClose', async () => {
    stopCollecting();
    await new Promise<void>((resolve) => (scrapes ? scrapes.close(() => resolve()) : resolve()));
  });
}
