import { visitReport } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { recordVisit } from './visits.js';

/** The learner site's page-view beacon (the dashboard's visitors). */
export function registerAnalyticsRoutes(app: FastifyInstance, { db, cache, routes }: AppContext): void {
  registerEndpoint(app, routes, visitReport, ({ body, request }) =>
    recordVisit(db, cache, request.ip, body.visitorId),
  );
}
