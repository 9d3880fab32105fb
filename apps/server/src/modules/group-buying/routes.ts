import {
  adminGroupList,
  adminGroupOfferCreate,
  adminGroupOfferList,
  adminGroupOfferStop,
  groupDetail,
  groupMine,
  groupOffer,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createGroupOffer, pageGroupOffers, pageOfferGroups, stopGroupOffer } from './admin-offers.js';
import { type GroupRefund, scheduleGroupExpiry } from './group-expiry.js';
import { loadGroup, pageOwnGroups, runningOffer } from './learner-groups.js';

export function registerGroupBuyingRoutes(
  app: FastifyInstance,
  { db, routes, jobs }: AppContext,
  { refund }: { refund: GroupRefund },
): void {
  registerEndpoint(app, routes, groupOffer, ({ body }) => runningOffer(db, body));
  registerEndpoint(app, routes, groupDetail, ({ body, session }) =>
    loadGroup(db, session?.userId ?? null, body.id),
  );
  registerEndpoint(app, routes, groupMine, ({ body, session }) => pageOwnGroups(db, session.userId, body));

  registerEndpoint(app, routes, adminGroupOfferList, ({ body }) => pageGroupOffers(db, body));
  registerEndpoint(app, routes, adminGroupOfferCreate, ({ body, tx, audit, operator }) =>
    createGroupOffer(tx, operator.id, body, audit),
  );
  registerEndpoint(app, routes, adminGroupOfferStop, ({ body, tx, audit }) =>
    stopGroupOffer(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminGroupList, ({ body }) => pageOfferGroups(db, body));

  scheduleGroupExpiry(jobs, db, refund);
}
