import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerBenchRoutes } from './bench-routes.js';
import { registerAnalyticsRoutes } from './modules/analytics/routes.js';
import { createSessions, wechatBound } from './modules/auth/index.js';
import { registerAuth } from './modules/auth/register.js';
import {
  type Clock,
  campDirectory,
  countExamPasses,
  enrolledInCamp,
  systemClock,
} from './modules/camps/index.js';
import { registerCampRoutes } from './modules/camps/routes.js';
import {
  buyerHoldsNothingRule,
  createBuyerFlagsReader,
  createCourseOutlines,
  createCourseViewerReader,
  createLearnerFlagsReader,
} from './modules/catalog/index.js';
import { registerCatalogRoutes } from './modules/catalog/routes.js';
import { registerCertificateRoutes } from './modules/certificates/routes.js';
import { holdsCouponNow } from './modules/coupons/index.js';
import { registerCouponRoutes } from './modules/coupons/routes.js';
import { courseworkOfPlanItems } from './modules/coursework/index.js';
import { registerCourseworkRoutes } from './modules/coursework/routes.js';
import { registerDashboardRoutes } from './modules/dashboard/routes.js';
import { enterprisePlayRecorder, licensesOneOf } from './modules/enterprise/index.js';
import { registerEnterpriseRoutes } from './modules/enterprise/routes.js';
import { createExamEvents, type ExamEvents } from './modules/exams/index.js';
import { registerExamRoutes } from './modules/exams/routes.js';
import { registerFlashSaleRoutes } from './modules/flash-sales/routes.js';
import { registerGroupBuyingRoutes } from './modules/group-buying/routes.js';
import { learnedCourses, readOwnStudy, sectionProgressOf, studyRecords } from './modules/learning/index.js';
import { registerLearningRoutes } from './modules/learning/routes.js';
import { attachReplay, courseLiveColumn, inAudience, listMemberLives } from './modules/live/index.js';
import { registerLiveRoutes } from './modules/live/routes.js';
import { claimedGifts, listBanners } from './modules/marketing/index.js';
import { registerMarketingRoutes } from './modules/marketing/routes.js';
import { sendMp4Encryptions } from './modules/media/index.js';
import { registerMediaRoutes } from './modules/media/routes.js';
import { extendVip } from './modules/membership/index.js';
import { registerMembershipRoutes } from './modules/membership/routes.js';
import { registerMessageRoutes } from './modules/messages/routes.js';
import {
  createOperatorSessions,
  createSecretBox,
  operatorMay,
  writeAuditRows,
} from './modules/operators/index.js';
import { registerOperatorRoutes } from './modules/operators/routes.js';
import {
  holdsOpenTermOrder,
  paidOrderCount,
  refundGroupMember,
  searchOrders,
} from './modules/orders/index.js';
import { registerOrderRoutes } from './modules/orders/routes.js';
import {
  createProviderCheck,
  createRefundProvider,
  listPaymentEvents,
  type PaymentDeps,
} from './modules/payments/index.js';
import { registerPaymentRoutes } from './modules/payments/routes.js';
import { registerReferralRoutes } from './modules/referrals/routes.js';
import { registerUserRoutes } from './modules/users/routes.js';
import { registerYoukeRoutes } from './modules/youke/routes.js';
import type { Cache } from './platform/cache/index.js';
import type { Config } from './platform/config/index.js';
import type { AppContext } from './platform/context.js';
import type { DatabaseHandle } from './platform/db/index.js';
import {
  ADMIN_APP_PREFIX,
  AppError,
  announceContentChange,
  COMPRESS_THRESHOLD_BYTES,
  createContentCaches,
  createPublicResponseCache,
  installErrorHandling,
  isApiPath,
  listenForContentChanges,
  notFound,
  registerAdminApp,
  registerSecurityHeaders,
  registerWebApp,
  sendAdminIndex,
  sendError,
  sendWebIndex,
  successBody,
} from './platform/http/index.js';
import type { Jobs } from './platform/jobs/index.js';
import { lazyChildLogger, loggerOptions } from './platform/log/index.js';
import { registerMetrics } from './platform/metrics/index.js';
import { sandboxNotificationSigner, setUpPaymentProviders } from './platform/payment/index.js';
import { createSmsSender } from './platform/sms/index.js';
import { setUpObjectStorage } from './platform/storage/index.js';
import { createWeChatLogin, registerDevelopmentWeChatPage } from './platform/wechat/index.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  jobs: Jobs;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** The clock camp terms and plans are dated by; tests stand it on chosen instants. */
  campClock?: Clock;
}

export interface ServerApp {
  app: FastifyInstance;
  /**
   * Stops taking work while the listener stays open: every new request, /readyz first, gets 503
   * with `Connection: close` (kept-alive connections end), while in-flight ones finish.
   */
  beginDraining(): void;
  /** Graded exams, announced after their commit: what other areas (and tests) listen to. */
  examEvents: ExamEvents;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const defaultAdminDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

export async function buildApp(deps: AppDependencies): Promise<ServerApp> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    // A caller's request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (draining) {
      reply.header('connection', 'close');
      return sendError(reply, new AppError('SERVICE_UNAVAILABLE'));
    }
  });

  installErrorHandling(app);
  // Before every route, so that the request figures cover them all.
  registerMetrics(app, { config, database: deps.database });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES });

  const { db } = deps.database;
  // One clock for everything camps date: terms, unlocks, the end of a term (tests stand it still).
  const campClock = deps.campClock ?? systemClock;
  deps.cache.reportOutagesTo(app.log);
  const sessions = createSessions(db, deps.cache, config.SESSION_SECRET, config.SESSIONS_PER_DEVICE_TYPE);
  const operatorSessions = createOperatorSessions(db, config.OPERATOR_SECRET);
  // What this process copies of the catalogue and the public answers, cleared at every content change.
  const contentCaches = createContentCaches();
  const context: AppContext = {
    config,
    db,
    database: deps.database,
    cache: deps.cache,
    jobs: deps.jobs,
    routes: {
      resolveSession: sessions.resolve,
      resolveOperator: operatorSessions.resolve,
      recordAudit: writeAuditRows,
      publicCache: contentCaches.add(createPublicResponseCache()),
      contentCaches,
      db,
    },
  };
  if (deps.database.kind === 'postgres') {
    // Other server processes announce console changes through PostgreSQL (decisions 0027, 0040).
    const stopListening = await listenForContentChanges(deps.database, contentCaches);
    app.addHook('onClose', stopListening);
  }
  const wechat = createWeChatLogin(config, deps.cache);
  if (wechat.kind === 'development') registerDevelopmentWeChatPage(app);
  const sms = createSmsSender(config, deps.cache, app.log);
  registerAuth(app, context, { sessions, wechat, sms });
  const storage = await setUpObjectStorage(app, config);
  registerUserRoutes(app, context, {
    storage: storage.uploads,
    forgetUser: sessions.forgetUser,
    sessions,
    upstream: {
      extendVip,
      claimedGifts,
      orders: { search: searchOrders, paidCount: paidOrderCount },
      readOwnStudy,
      wechatBound,
    },
  });
  registerMarketingRoutes(app, context);
  registerCouponRoutes(app, context);
  registerReferralRoutes(app, context);
  registerFlashSaleRoutes(app, context);
  // The catalogue's learner flags hold the enterprise's licensing rule and learning's records (both
  // sit above the catalogue); one reader, so its statement is prepared once for catalog and learning.
  const learnerFlags = createLearnerFlagsReader(licensesOneOf, studyRecords);
  // The outlines show learning's progress per section: one set for the catalogue's console and the
  // enterprise admin's.
  const courseOutlines = createCourseOutlines(sectionProgressOf);
  registerCatalogRoutes(app, context, {
    courseViewer: createCourseViewerReader(licensesOneOf, studyRecords, courseLiveColumn),
    learnerFlags,
    studyRecords,
    courseOutlines,
    operatorMayPreview: (operatorId) => operatorMay(db, operatorId, 'courses.read'),
    onVideoEncryptionSet: async (tx, courseId) => {
      await sendMp4Encryptions(deps.jobs, db, courseId, tx);
    },
  });
  registerYoukeRoutes(app, context);
  await registerLearningRoutes(app, context, {
    media: storage.media,
    campClock,
    learnerFlags,
    onEnterprisePlay: enterprisePlayRecorder(db),
    replayAudience: (session, liveId) => inAudience(db, session, liveId),
  });
  registerEnterpriseRoutes(app, context, {
    media: storage.media,
    forgetUser: sessions.forgetUser,
    courseOutlines,
  });
  registerMembershipRoutes(app, context, {
    memberBanners: () => listBanners(db, 'member'),
    memberLives: (limit) => listMemberLives(db, limit),
  });
  await registerLiveRoutes(app, context, {
    incoming: storage.incoming,
    sms: sms.sender,
    campClock,
  });
  registerCampRoutes(app, context, {
    media: storage.media,
    clock: campClock,
    planItemRecords: { learnedCourses, courseworkOfPlanItems },
    holdsOpenTermOrder,
  });
  const examEvents = createExamEvents(app.log);
  countExamPasses(db, campClock, examEvents);
  await registerCertificateRoutes(app, context);
  await registerMediaRoutes(app, context, {
    media: storage.media,
    uploads: storage.uploads,
    incoming: storage.incoming,
    // A live's recording, once transcoded, becomes its replay section: a course's outline changed.
    onVideoReady: async (assetId) => {
      if ((await attachReplay(db, assetId)) === null) return;
      contentCaches.clear();
      await announceContentChange(db);
    },
  });
  registerExamRoutes(app, context, { events: examEvents, enrolledInCamp, campDirectory });
  registerMessageRoutes(app, context);
  registerCourseworkRoutes(app, context, {
    storage: storage.media,
    campClock,
  });
  const payments: PaymentDeps = {
    db,
    cache: deps.cache,
    log: app.log,
    providers: setUpPaymentProviders(app, config, deps.cache),
    forgetUser: sessions.forgetUser,
  };
  const refundProvider = createRefundProvider(payments);
  registerOrderRoutes(app, context, {
    providerCheck: createProviderCheck(payments),
    refundProvider,
    forgetUser: sessions.forgetUser,
    media: storage.media,
    // The learner flags with whether the buyer holds a coupon usable now: one statement for most.
    buyerFlags: createBuyerFlagsReader(licensesOneOf, studyRecords, holdsCouponNow),
    buyerHoldsNothing: buyerHoldsNothingRule(licensesOneOf, studyRecords, holdsCouponNow),
    paymentEventsOf: listPaymentEvents,
  });
  // A failed group's members are refunded through the orders area's refund path.
  registerGroupBuyingRoutes(app, context, {
    refund: refundGroupMember({ db, provider: refundProvider, forgetUser: sessions.forgetUser }),
  });
  registerPaymentRoutes(app, context, payments);
  registerAnalyticsRoutes(app, context);
  registerDashboardRoutes(app, context);
  registerOperatorRoutes(app, context, {
    sessions: operatorSessions,
    secrets: createSecretBox(config.OPERATOR_SECRET),
  });
  registerHealthRoutes(app, context);
  if (config.BENCH_ROUTES) {
    registerBenchRoutes(app, {
      db: context.db,
      runPrepared: deps.database.runPrepared,
      signSandboxNotification: sandboxNotificationSigner(payments.providers),
    });
  }

  const webServed = await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);
  const adminIndex = await registerAdminApp(app, config.ADMIN_DIST ?? defaultAdminDist);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (adminIndex !== null && wantsPage && request.url.startsWith(ADMIN_APP_PREFIX)) {
      return sendAdminIndex(reply, adminIndex);
    }
    if (webServed && wantsPage && !isApiPath(request.url)) return sendWebIndex(reply);
    return notFound(request, reply);
  });

  return {
    app,
    examEvents,
    beginDraining: () => {
      draining = true;
    },
  };
}

function registerHealthRoutes(app: FastifyInstance, { database, cache }: AppContext): void {
  const json = 'application/json; charset=utf-8';
  app.get('/healthz', async (_request, reply) => reply.type(json).send(successBody({ status: 'alive' })));
  app.get('/readyz', async (request, reply) => {
    const checks = await Promise.allSettled([database.ping(), cache.ping()]);
    const [db, kv] = checks.map((check) => (check.status === 'fulfilled' ? 'up' : 'down'));
    // The cache down is not a reason to take this process out of the balancer: every process shares
    // that cache, and logged-in calls read sessions from the database meanwhile.
    if (db === 'up') {
      return reply.type(json).send(successBody({ database: db, cache: kv }));
    }
    request.log.warn({ database: db, cache: kv }, 'not ready');
    return sendError(reply, new AppError('SERVICE_UNAVAILABLE'));
  });
}
