import {
  adminCouponBatchCreate,
  adminCouponBatchList,
  adminCouponBatchStop,
  adminCouponCodesExport,
  couponCentre,
  couponClaim,
  couponMine,
  couponRedeem,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createCouponBatch, exportCouponCodes, pageCouponBatches, stopCouponBatch } from './admin-batches.js';
import { claimCoupon, redeemCode } from './claim.js';
import { claimableCoupons, pageOwnCoupons } from './learner-coupons.js';
import { productCategory } from './product-category.js';

export function registerCouponRoutes(app: FastifyInstance, { db, cache, routes }: AppContext): void {
  registerEndpoint(app, routes, couponCentre, async ({ body, session }) => {
    const product =
      body.productType !== undefined && body.productId !== undefined
        ? {
            type: body.productType,
            id: body.productId,
            categoryId: await productCategory(db, body.productType, body.productId),
          }
        : null;
    return claimableCoupons(db, session?.userId ?? null, product);
  });
  registerEndpoint(app, routes, couponClaim, ({ body, session }) =>
    claimCoupon(db, session.userId, body.batchId),
  );
  registerEndpoint(app, routes, couponRedeem, ({ body, session }) =>
    redeemCode(db, cache, session.userId, body.code),
  );
  registerEndpoint(app, routes, couponMine, ({ body, session }) => pageOwnCoupons(db, session.userId, body));

  registerEndpoint(app, routes, adminCouponBatchList, ({ body }) => pageCouponBatches(db, body));
  registerEndpoint(app, routes, adminCouponBatchCreate, ({ body, tx, audit, operator }) =>
    createCouponBatch(tx, operator.id, body, audit),
  );
  registerEndpoint(app, routes, adminCouponBatchStop, ({ body, tx, audit }) =>
    stopCouponBatch(tx, body.id, audit),
  );
  registerEndpoint(app, routes, adminCouponCodesExport, ({ body }) => exportCouponCodes(db, body.id));
}
