import {
  adminBannerCreate,
  adminBannerList,
  adminBannerReorder,
  adminBannerUpdate,
  adminCityCenterApplicationApprove,
  adminCityCenterApplicationList,
  adminCityCenterApplicationReject,
  adminHotSearchCreate,
  adminHotSearchList,
  adminHotSearchReorder,
  adminHotSearchUpdate,
  adminLegalDetail,
  adminLegalSave,
  adminSiteSettingsDetail,
  adminSiteSettingsSave,
  CityCenterStatus,
  cityGiftAdd,
  cityGiftDetail,
  configDetail,
  homeBannerList,
  homeTrainingBannerList,
  legalDetail,
  searchHotCount,
  searchHotList,
  seesLearnerPhones,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createBanner, listAdminBanners, reorderBanners, updateBanner } from './admin-banners.js';
import { pageCityCenterApplications, reviewCityCenterApplication } from './admin-city-center.js';
import {
  createHotSearch,
  listAdminHotSearches,
  reorderHotSearches,
  updateHotSearch,
} from './admin-hot-search.js';
import { saveSiteSettings } from './admin-site-settings.js';
import { applyForCityCenter } from './apply-for-city-center.js';
import { listBanners } from './banners.js';
import { loadApplication } from './city-center-application.js';
import { countHotSearchClick, listHotSearches } from './hot-search.js';
import { loadLegalDocuments, saveLegalDocuments } from './legal-documents.js';
import { loadSiteSettings, readSiteConfig } from './site-config.js';

export function registerMarketingRoutes(app: FastifyInstance, { db, routes, config }: AppContext): void {
  registerEndpoint(app, routes, homeBannerList, () => listBanners(db, 'home'));
  registerEndpoint(app, routes, homeTrainingBannerList, () => listBanners(db, 'training'));
  registerEndpoint(app, routes, searchHotList, () => listHotSearches(db));
  registerEndpoint(app, routes, searchHotCount, ({ body }) => countHotSearchClick(db, body.id));
  registerEndpoint(app, routes, configDetail, () => readSiteConfig(db, config.APP_AES_KEY));
  registerEndpoint(app, routes, legalDetail, () => loadLegalDocuments(db));
  registerEndpoint(app, routes, cityGiftAdd, ({ body, session }) =>
    applyForCityCenter(db, session.userId, body),
  );
  registerEndpoint(app, routes, cityGiftDetail, ({ session }) => loadApplication(db, session.userId));

  registerEndpoint(app, routes, adminHotSearchList, () => listAdminHotSearches(db));
  registerEndpoint(app, routes, adminHotSearchCreate, ({ body, tx, audit }) =>
    createHotSearch(tx, body.name, audit),
  );
  registerEndpoint(app, routes, adminHotSearchUpdate, ({ body, tx, audit }) =>
    updateHotSearch(tx, body, audit),
  );
  registerEndpoint(app, routes, adminHotSearchReorder, ({ body, tx, audit }) =>
    reorderHotSearches(tx, body.ids, audit),
  );
  registerEndpoint(app, routes, adminBannerList, ({ body }) => listAdminBanners(db, body.position));
  registerEndpoint(app, routes, adminBannerCreate, ({ body, tx, audit }) => createBanner(tx, body, audit));
  registerEndpoint(app, routes, adminBannerUpdate, ({ body, tx, audit }) => updateBanner(tx, body, audit));
  registerEndpoint(app, routes, adminBannerReorder, ({ body, tx, audit }) => reorderBanners(tx, body, audit));
  registerEndpoint(app, routes, adminSiteSettingsDetail, () => loadSiteSettings(db));
  registerEndpoint(app, routes, adminLegalDetail, () => loadLegalDocuments(db));
  registerEndpoint(app, routes, adminLegalSave, ({ body, tx, audit }) => saveLegalDocuments(tx, body, audit));
  registerEndpoint(app, routes, adminSiteSettingsSave, ({ body, tx, audit }) =>
    saveSiteSettings(tx, body, audit),
  );

  registerEndpoint(app, routes, adminCityCenterApplicationList, ({ body, operator }) =>
    pageCityCenterApplications(db, body, seesLearnerPhones(operator.role)),
  );
  registerEndpoint(app, routes, adminCityCenterApplicationApprove, ({ body, tx, audit, operator }) =>
    reviewCityCenterApplication(
      { tx, audit, operator, showPhones: seesLearnerPhones(operator.role) },
      body.id,
      {
        status: CityCenterStatus.APPROVED,
        note: body.note || null,
      },
    ),
  );
  registerEndpoint(app, routes, adminCityCenterApplicationReject, ({ body, tx, audit, operator }) =>
    reviewCityCenterApplication(
      { tx, audit, operator, showPhones: seesLearnerPhones(operator.role) },
      body.id,
      {
        status: CityCenterStatus.REJECTED,
        note: body.reason,
      },
    ),
  );
}
