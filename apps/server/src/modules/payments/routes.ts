import {
  adminLedgerReport,
  adminReconcileFlags,
  adminReconcileRuns,
  adminReconcileStart,
  adminTransferConfirm,
  adminTransferQueue,
  adminTransferReject,
  payAliPc,
  payPeiban,
  payWx,
  seesLearnerPhones,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { transferQueue } from '../orders/index.js';
import { confirmTransfer, rejectTransfer } from './console-transfers.js';
import { ledgerReport } from './ledger-report.js';
import { registerNotificationRoutes } from './notifications.js';
import type { PaymentDeps } from './payment-deps.js';
import { defineReconciliation, pageFlags, pageRuns, startReconciliation } from './reconcile-runs.js';
import { startAssistedPayment, startProviderPayment } from './start-payment.js';

export function registerPaymentRoutes(
  app: FastifyInstance,
  { routes, config, jobs }: AppContext,
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
  registerEndpoint(app, routes, adminTransferQueue, ({ body, operator }) =>
    transferQueue(deps.db, body, seesLearnerPhones(operator.role)),
  );
  registerEndpoint(app, routes, adminTransferConfirm, ({ body, tx, audit, operator }) =>
    confirmTransfer(
      deps,
      { tx, audit, showPhones: seesLearnerPhones(operator.role) },
      body.orderId,
      body.reference,
    ),
  );
  registerEndpoint(app, routes, adminTransferReject, ({ body, tx, audit, operator }) =>
    rejectTransfer({ tx, audit, showPhones: seesLearnerPhones(operator.role) }, body.orderId, body.reason),
  );
  registerEndpoint(app, routes, adminReconcileStart, ({ body, tx, audit, operator }) =>
    startReconciliation({ tx, jobs, operatorId: operator.id, audit }, body),
  );
  registerEndpoint(app, routes, adminReconcileRuns, ({ body }) => pageRuns(deps.db, body));
  registerEndpoint(app, routes, adminReconcileFlags, ({ body }) => pageFlags(deps.db, body));
  registerEndpoint(app, routes, adminLedgerReport, () => ledgerReport(deps.db));
  defineReconciliation(jobs, deps);
  registerNotificationRoutes(app, deps);
}
