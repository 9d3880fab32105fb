import { memberPage, vipDetail } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { loadMemberPage, type MemberBannerReader } from './member-page.js';
import { loadVipDetail } from './vip-detail.js';

export function registerMembershipRoutes(
  app: FastifyInstance,
  { db, routes }: AppContext,
  { memberBanners }: { memberBanners: MemberBannerReader },
): void {
  registerEndpoint(app, routes, vipDetail, ({ session }) => loadVipDetail(db, session));
  registerEndpoint(app, routes, memberPage, () => loadMemberPage(db, memberBanners));
}
