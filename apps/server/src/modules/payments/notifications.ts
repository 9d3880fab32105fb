import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import {
  PaymentVerificationError,
  type ProviderChannel,
  SANDBOX_MERCHANT_ID,
} from '../../platform/payment/index.js';
import { settleReportedRefund } from '../orders/index.js';
import { acceptPayment, record } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';
import { refundFacts } from './refund-provider.js';

/**
 * The providers' notification addresses. Signatures cover the body byte for byte, so it is read
 * as text (JSON for WeChat Pay, a form for Alipay) and handed to the provider's adapter as is.
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const channel of ['wx', 'ali'] as const) {
      scope.post(PAY_NOTIFY_PATHS[channel], async (request, reply) => {
        const answer = await receive(
          deps,
          channel,
          request.headers,
          typeof request.body === 'string' ? request.body : '',
        );
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      });
    }
    scope.post(PAY_NOTIFY_PATHS.wxRefund, async (request, reply) => {
      const answer = await receiveRefund(
        deps,
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      );
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });
}

/**
 * WeChat Pay's refund notification, verified and decrypted as payment notifications are, then handed
 * to the orders area, which matches it against our refund (number, order, amount) and settles it.
 * Settling is conditional on the refund not being settled yet, so a replayed notification changes
 * nothing.
 */
async function receiveRefund(
  deps: PaymentDeps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
) {
  const provider = deps.providers.wx;
  let reported: Awaited<ReturnType<typeof provider.verifyRefundNotification>>;
  try {
    reported = await provider.verifyRefundNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error;
    deps.log.warn({ channel: 'wx', reason: error.message }, 'refund notification rejected');
    await record(deps.db, {
      channel: 'wx',
      orderNo: null,
      outcome: 'rejected',
      source: 'refund-notification',
      sandbox: provider.merchantId === SANDBOX_MERCHANT_ID,
      detail: `验签失败：${error.message}`,
    });
    return provider.reply(false);
  }
  const settled = await settleReportedRefund(deps.db, reported);
  if (settled.problem !== null) {
    const { problem } = settled;
    deps.log.warn({ channel: 'wx', refundNo: reported.refundNo, problem }, 'refund notification rejected');
    await record(deps.db, {
      ...refundFacts(deps, 'wx', reported),
      outcome: 'rejected',
      source: 'refund-notification',
      detail: problem,
    });
    return provider.reply(false);
  }
  const { changed } = settled;
  if (changed?.status === 'failed') {
    deps.log.error(
      { channel: 'wx', refundNo: reported.refundNo },
      'refund failed at WeChat Pay: the money is still owed',
    );
  }
  await record(deps.db, {
    ...refundFacts(deps, 'wx', reported),
    outcome: changed ? `refund-${reported.status}` : 'refund-duplicate',
    source: 'refund-notification',
  });
  return provider.reply(true);
}

async function receive(
  deps: PaymentDeps,
  channel: ProviderChannel,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
) {
  const provider = deps.providers[channel];
  let payment: Awaited<ReturnType<typeof provider.verifyNotification>>;
  try {
    payment = await provider.verifyNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error;
    deps.log.warn({ channel, reason: error.message }, 'payment notification rejected');
    await record(deps.db, {
      channel,
      orderNo: null,
      outcome: 'rejected',
      source: 'notification',
      sandbox: provider.merchantId === SANDBOX_MERCHANT_ID,
      detail: `验签失败：${error.message}`,
    });
    return provider.reply(false);
  }
  // A genuine notification of something other than a payment (a closed trade): nothing to do.
  if (!payment) return provider.reply(true);
  const { accepted } = await acceptPayment(deps, channel, 'notification', payment, provider.merchantId);
  return provider.reply(accepted);
}
