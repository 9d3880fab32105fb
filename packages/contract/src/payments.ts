import { z } from 'zod';
import { Cents, Id } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * Paying an order. Each call takes the learner's own pending order (`id`, as order/detail); an
 * order of someone else is A0404, one that is no longer pending A0409 with a message to show.
 * Whether the order was paid is learnt from the provider's notification (or an active query), never
 * from the browser: the page polls order/detail until its status is `paid`.
 */
const PayRequest = z.object({ id: Id });

/** WeChat Pay Native: the page renders `codeUrl` as a QR code for the WeChat app to scan. */
export const payWx = endpoint({
  path: '/api/front/pay/wx',
  access: 'user',
  request: PayRequest,
  response: z.object({ orderNo: z.string(), amount: Cents, codeUrl: z.string() }),
});

/**
 * Alipay PC page pay: the page sends the browser to `payUrl` (a GET carrying the signed request);
 * Alipay returns it to /order/{productId}?orderNo=… afterwards.
 */
export const payAliPc = endpoint({
  path: '/api/front/pay/ali/pc',
  access: 'user',
  request: PayRequest,
  response: z.object({ orderNo: z.string(), amount: Cents, payUrl: z.string() }),
});

/**
 * Assisted payment (for example an enterprise bank transfer): the order waits for an operator to
 * confirm the money arrived, for up to PEIBAN_WAIT_DAYS. The learner transfers `amount` to the
 * payee with the order number as the transfer note.
 */
export const payPeiban = endpoint({
  path: '/api/front/pay/peiban',
  access: 'user',
  request: PayRequest,
  response: z.object({
    orderNo: z.string(),
    amount: Cents,
    payee: z.object({ name: z.string(), bank: z.string(), account: z.string() }),
    /** 'YYYY-MM-DD HH:mm:ss', China time: the order closes if no payment is confirmed by then. */
    expireTime: z.string(),
  }),
});

/** How long an assisted payment may wait for the operator's confirmation. */
export const PEIBAN_WAIT_DAYS = 7;

/**
 * Where providers send their notifications (not JSON envelopes: each answers as its provider
 * expects). With PAY_PROVIDER=sandbox the local confirmation page sends its signed notifications to
 * the same addresses.
 */
export const PAY_NOTIFY_PATHS = {
  wx: '/api/pay/notify/wx',
  ali: '/api/pay/notify/ali',
  /** WeChat Pay's refund notifications (REFUND.SUCCESS …), named in each refund request. */
  wxRefund: '/api/pay/notify/wx/refund',
} as const;
