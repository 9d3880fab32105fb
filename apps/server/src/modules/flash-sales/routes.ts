import {
  adminFlashSaleCreate,
  adminFlashSaleList,
  adminFlashSaleStop,
  flashSaleOfProduct,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { createFlashSale, pageFlashSales, stopFlashSale } from './admin-sales.js';
import { productFlashSale } from './offer.js';

export function registerFlashSaleRoutes(app: FastifyInstance, { db, routes }: AppContext): void {
  registerEndpoint(app, routes, flashSaleOfProduct, ({ body, session }) =>
    productFlashSale(db, session?.userId ?? null, { type: body.productType, id: body.productId }),
  );
  registerEndpoint(app, routes, adminFlashSaleList, ({ body }) => pageFlashSales(db, body));
  registerEndpoint(app, routes, adminFlashSaleCreate, ({ body, tx, audit, operator }) =>
    createFlashSale(tx, operator.id, body, audit),
  );
  registerEndpoint(app, routes, adminFlashSaleStop, ({ body, tx, audit }) =>
    stopFlashSale(tx, body.id, audit),
  );
}
