import {
  cityGiftAdd,
  cityGiftDetail,
  configDetail,
  homeBannerList,
  homeTrainingBannerList,
  searchHotCount,
  searchHotList,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { applyForCityCenter } from './apply-for-city-center.js';
import { listBanners } from './banners.js';
import { loadApplication } from './city-center-application.js';
import { countHotSearchClick, listHotSearches } from './hot-search.js';
import { readSiteConfig } from './site-config.js';

export function registerMarketingRoutes(app: FastifyInstance, { db, routes, config }: AppContext): void {
  registerEndpoint(app, routes, homeBannerList, () => listBanners(db, 'home'));
  registerEndpoint(app, routes, homeTrainingBannerList, () => listBanners(db, 'training'));
  registerEndpoint(app, routes, searchHotList, () => listHotSearches(db));
  registerEndpoint(app, routes, searchHotCount, ({ body }) => countHotSearchClick(db, body.id));
  registerEndpoint(app, routes, configDetail, () => readSiteConfig(db, config.APP_AES_KEY));
  registerEndpoint(app, routes, cityGiftAdd, ({ body, session }) =>
    applyForCityCenter(db, session.userId, body),
  );
  registerEndpoint(app, routes, cityGiftDetail, ({ session }) => loadApplication(db, session.userId));
}
