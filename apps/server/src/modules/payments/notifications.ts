import { PAY_NOTIFY_PATHS } from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import { PaymentVerificationError, type ProviderChannel } from '../../platform/payment/index.js';
import { acceptPayment, record } from './accept-payment.js';
import type { PaymentDeps } from './payment-deps.js';

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
  });
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
    await record(deps.db, channel, null, 'rejected', `notification: ${error.message}`);
    return provider.reply(false);
  }
  // A genuine notification of something other than a payment (a closed trade): nothing to do.
  if (!payment) return provider.reply(true);
  const { accepted } = await acceptPayment(deps, channel, 'notification', payment, provider.merchantId);
  return provider.reply(accepted);
}
