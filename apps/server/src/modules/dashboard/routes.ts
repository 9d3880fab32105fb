import { adminDashboard } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { dashboardOverview } from './overview.js';
import { scheduleRollUp } from './roll-up.js';

/** The console's landing screen and the job that keeps its roll-ups. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { db, database, jobs, routes }: AppContext,
): void {
  registerEndpoint(app, routes, adminDashboard, ({ operator }) =>
    dashboardOverview(db, database.executeSql, operator.role),
  );
  scheduleRollUp(jobs, db);
}
