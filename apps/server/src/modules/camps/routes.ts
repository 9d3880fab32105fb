import { homeTrainingAllList, homeTrainingList, searchTrainingList } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { listAllTrainings, pageTrainings } from './training-cards.js';

export function registerCampRoutes(app: FastifyInstance, { db, routes }: AppContext): void {
  registerEndpoint(app, routes, homeTrainingAllList, ({ body }) => listAllTrainings(db, body.limit));
  registerEndpoint(app, routes, homeTrainingList, ({ body }) => pageTrainings(db, body));
  registerEndpoint(app, routes, searchTrainingList, ({ body }) => pageTrainings(db, body));
}
