import { payAliPc, payPeiban, payWx } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { registerNotificationRoutes } from './notifications.js';
import type { PaymentDeps } from './payment-deps.js';
import { startAssistedPayment, startProviderPayment } from './start-payment.js';

export function registerPaymentRoutes(
  app: FastifyInstance,
  { routes, config }: AppContext,
  deps: PaymentDeps,
): void {
  registerEndpoint(app, routes, payWx, async ({ body, session }) => {
    const { order, address } = await startProviderPayment(deps, 'wx', session.userId, body.id);
    return { orderNo: order.orderNo, amount: order.amount, codeUrl: address };
  });
  registerEndpoint(app, routes, payAliPc, async ({ body, session }) => {
    const { order, address } = await startProviderPayment(deps, 'ali', session.userId, body.id);
    return { orderNo: order.orderNo, amount: order.amount, payUrl: address };
  });
  registerEndpoint(app, routes, payPeiban, ({ body, session }) =>
    startAssistedPayment(deps, config, session.userId, body.id),
  );
  registerNotificationRoutes(app, deps);
}
