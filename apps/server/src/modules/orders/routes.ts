import {
  adminOrderDetail,
  adminOrderExport,
  adminOrderExports,
  adminOrderRefund,
  adminOrderSearch,
  adminRevenue,
  orderCancel,
  orderDetail,
  orderDetail1,
  orderList,
  orderSave,
  orderSettle,
  seesLearnerPhones,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import type { MediaStorage } from '../../platform/storage/index.js';
import { type BuyerFlagsReader, type BuyerHoldsNothing, cachedCourseFacts } from '../catalog/index.js';
import { loadAdminOrder, type PaymentEventsReader, searchOrders } from './admin-orders.js';
import { cancelOwnOrder } from './cancel-order.js';
import { withGroupPrice } from './group-order.js';
import { loadOwnOrder } from './load-order.js';
import { toSettlement } from './offer.js';
import { applyCoupon } from './order-coupon.js';
import { closeExpiredOf, scheduleExpirySweep } from './order-expiry.js';
import {
  defineOrderExport,
  pageOrderExports,
  registerOrderExportDownload,
  startOrderExport,
} from './order-export.js';
import { pageOwnOrders } from './order-records.js';
import { presentOrder } from './order-view.js';
import { priceOrder } from './price-order.js';
import type { ProviderCheck } from './provider-check.js';
import { refundOrder } from './refund-order.js';
import type { RefundDeps, RefundProvider } from './refund-provider.js';
import { defineRefundRequery } from './refund-requery.js';
import { revenueByDay } from './revenue.js';
import { type OrderSaving, preparedUnheldOrderInsert, saveOrder } from './save-order.js';

export function registerOrderRoutes(
  app: FastifyInstance,
  { db, routes, jobs, config }: AppContext,
  {
    providerCheck: check,
    refundProvider,
    forgetUser,
    media,
    buyerFlags,
    buyerHoldsNothing,
    paymentEventsOf,
  }: {
    providerCheck: ProviderCheck;
    refundProvider: RefundProvider;
    forgetUser: RefundDeps['forgetUser'];
    media: MediaStorage;
    /** The catalog's learner flags, with the enterprise's licensing rule in them (built in app.ts). */
    buyerFlags: BuyerFlagsReader;
    /** The same flags as one condition, on which the common order is inserted (built in app.ts). */
    buyerHoldsNothing: BuyerHoldsNothing;
    /** The console order page's payment decisions, as the payments area records them. */
    paymentEventsOf: PaymentEventsReader;
  },
): void {
  // One reader of course facts prices both the settle and the save, so the price the order page
  // shows is the price charged; every content change clears it in every process (decision 0040).
  const factsOf = cachedCourseFacts(db, routes.contentCaches);
  registerEndpoint(app, routes, orderSettle, async ({ body, session }) => {
    const settled = await withGroupPrice(
      db,
      session.userId,
      await priceOrder(db, factsOf, buyerFlags, session, body),
      body,
    );
    return toSettlement(await applyCoupon(db, session.userId, settled, body), session.isVip);
  });
  const saving: OrderSaving = {
    check,
    factsOf,
    buyerFlags,
    insertUnheldOrder: preparedUnheldOrderInsert(buyerHoldsNothing),
  };
  registerEndpoint(app, routes, orderSave, ({ body, session }) => saveOrder(db, saving, session, body));
  registerEndpoint(app, routes, orderDetail, ({ body, session }) =>
    loadOwnOrder(db, check, session.userId, body),
  );
  registerEndpoint(app, routes, orderDetail1, ({ body, session }) =>
    loadOwnOrder(db, check, session.userId, body),
  );
  registerEndpoint(app, routes, orderList, async ({ body, session }) => {
    await closeExpiredOf(db, check, session.userId);
    const { list, total } = await pageOwnOrders(db, session.userId, body);
    return {
      list: list.map((order) => presentOrder(order)),
      total,
      pageCurrent: body.pageCurrent,
      pageSize: body.pageSize,
    };
  });
  registerEndpoint(app, routes, orderCancel, ({ body, session }) =>
    cancelOwnOrder(db, check, session.userId, body.id),
  );

  registerEndpoint(app, routes, adminOrderSearch, ({ body, operator }) =>
    searchOrders(db, body, seesLearnerPhones(operator.role)),
  );
  registerEndpoint(app, routes, adminOrderDetail, ({ body, operator }) =>
    loadAdminOrder(db, body.id, seesLearnerPhones(operator.role), paymentEventsOf),
  );
  registerEndpoint(app, routes, adminRevenue, ({ body }) => revenueByDay(db, body));
  const refunds: RefundDeps = { db, provider: refundProvider, forgetUser };
  registerEndpoint(app, routes, adminOrderRefund, ({ body, tx, audit, operator }) =>
    refundOrder(refunds, { tx, audit, operatorId: operator.id }, body),
  );
  defineRefundRequery(jobs, refunds);

  const exportDeps = { db, jobs, media, signingSecret: config.MEDIA_SIGNING_SECRET };
  registerEndpoint(app, routes, adminOrderExport, ({ body, tx, audit, operator }) =>
    startOrderExport(
      exportDeps,
      {
        tx,
        operatorId: operator.id,
        showPhones: seesLearnerPhones(operator.role),
        audit,
      },
      body,
    ),
  );
  registerEndpoint(app, routes, adminOrderExports, ({ body, operator }) =>
    pageOrderExports(exportDeps, operator.id, body),
  );
  defineOrderExport(exportDeps);
  registerOrderExportDownload(app, exportDeps);

  scheduleExpirySweep(jobs, db, check);
}
