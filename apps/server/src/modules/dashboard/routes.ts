import { adminDashboard } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { dashboardOverview } from './overview.js';
import { ROLL_UP_QUEUE, scheduleRollUp } from './roll-up.js';

/** The console's landing screen and the job that keeps its roll-ups. */
export function registerDashboardRoutes(app: FastifyInstance, { db, jobs, routes }: AppContext): void {
  const deps = { db, requestRollUp: () => jobs.send(ROLL_UP_QUEUE, {}) };
  registerEndpoint(app, routes, adminDashboard, ({ operator }) => dashboardOverview(deps, operator.role));
  scheduleRollUp(jobs, db);
}
