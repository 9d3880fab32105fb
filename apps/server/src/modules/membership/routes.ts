import {
  adminVipPlanCreate,
  adminVipPlanList,
  adminVipPlanReorder,
  adminVipPlanUpdate,
  memberPage,
  vipDetail,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createVipPlan, listAdminVipPlans, reorderVipPlans, updateVipPlan } from './admin-vip-plans.js';
import { loadMemberPage, type MemberBannerReader, type MemberLiveReader } from './member-page.js';
import { loadVipDetail } from './vip-detail.js';

export function registerMembershipRoutes(
  app: FastifyInstance,
  { db, routes }: AppContext,
  { memberBanners, memberLives }: { memberBanners: MemberBannerReader; memberLives: MemberLiveReader },
): void {
  registerEndpoint(app, routes, vipDetail, ({ session }) => loadVipDetail(db, session));
  registerEndpoint(app, routes, memberPage, () => loadMemberPage(db, memberBanners, memberLives));
  registerEndpoint(app, routes, adminVipPlanList, () => listAdminVipPlans(db));
  registerEndpoint(app, routes, adminVipPlanCreate, ({ body, tx, audit }) => createVipPlan(tx, body, audit));
  registerEndpoint(app, routes, adminVipPlanUpdate, ({ body, tx, audit }) => updateVipPlan(tx, body, audit));
  registerEndpoint(app, routes, adminVipPlanReorder, ({ body, tx, audit }) =>
    reorderVipPlans(tx, body.ids, audit),
  );
}
