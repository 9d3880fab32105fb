import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Cache } from '../cache/index.js';
import { formatChinaDate } from '../format/index.js';
import {
  type BillPayment,
  type BillRefund,
  type IncomingNotification,
  type PaymentProvider,
  type PaymentRequest,
  PaymentVerificationError,
  type ProviderChannel,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider.js';

/**
 * The development payment provider: it works offline. Its QR code (WeChat) and its page address
 * (Alipay) lead to a local confirmation page (sandbox-page.ts); confirming there sends a signed
 * notification to the provider's usual notification address, so the payment goes through the same
 * verification, amount and merchant checks and the same fulfilment as a real one.
 *
 * The signing key is random per process: the page's server sends the notification to itself.
 * What the sandbox "provider" knows (payments started and paid) lives in the shared cache, so the
 * active query works as with a real provider.
 */
export const SANDBOX_MERCHANT_ID = 'sandbox-merchant';
export const SANDBOX_PAGE_PATH = '/dev/pay/sandbox';
const SIGNATURE_HEADER = 'x-sandbox-signature';
const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** As long as any order can stay payable (an assisted payment waits days, not these). */
const KEEP_SECONDS = 24 * 60 * 60;
/** The sandbox's bill lines stay long enough for the next morning's reconciliation and a rerun. */
const BILL_KEEP_SECONDS = 4 * 24 * 60 * 60;

export interface SandboxPayment {
  channel: ProviderChannel;
  orderNo: string;
  amount: number;
  description: string;
  expiresAt: string;
  returnPath: string;
}

const Started = z.object({
  channel: z.enum(['wx', 'ali']),
  orderNo: z.string(),
  amount: z.number().int(),
  description: z.string(),
  expiresAt: z.string(),
  returnPath: z.string(),
});

const Paid = z.object({
  orderNo: z.string(),
  amount: z.number().int(),
  merchantId: z.string(),
  tradeNo: z.string(),
});

export interface SandboxBank {
  secret: Buffer;
  cache: Cache;
}

export function createSandboxBank(cache: Cache): SandboxBank {
  return { secret: randomBytes(32), cache };
}

const startedKey = (orderNo: string) => `paysandbox:started:${orderNo}`;
const paidKey = (orderNo: string) => `paysandbox:paid:${orderNo}`;
const refundKey = (refundNo: string) => `paysandbox:refund:${refundNo}`;
const billCountKey = (day: string) => `paysandbox:bill:${day}`;
const billLineKey = (day: string, line: number) => `paysandbox:bill:${day}:${line}`;

/** One line of the sandbox's bill: what it took or gave back, on which channel. */
type BillLine =
  | ({ kind: 'payment'; channel: ProviderChannel } & BillPayment)
  | ({ kind: 'refund'; channel: ProviderChannel } & BillRefund);

/**
 * Writes a line into the day's bill. Each line has a key of its own, numbered by a counter, so that
 * concurrent payments never overwrite each other's lines.
 */
async function addBillLine(bank: SandboxBank, line: BillLine): Promise<void> {
  const day = formatChinaDate(new Date());
  const number = await bank.cache.incr(billCountKey(day), BILL_KEEP_SECONDS);
  await bank.cache.set(billLineKey(day, number), JSON.stringify(line), BILL_KEEP_SECONDS);
}

/** The sandbox's bill of a day for one channel, from its own records. */
async function sandboxBill(bank: SandboxBank, channel: ProviderChannel, day: string) {
  const count = Number((await bank.cache.get(billCountKey(day))) ?? 0);
  const payments: BillPayment[] = [];
  const refunds: BillRefund[] = [];
  for (let number = 1; number <= count; number++) {
    const stored = await bank.cache.get(billLineKey(day, number));
    if (!stored) continue;
    const { kind, channel: of, ...line } = JSON.parse(stored) as BillLine;
    if (of !== channel) continue;
    if (kind === 'payment') payments.push(line as BillPayment);
    else refunds.push(line as BillRefund);
  }
  return { channel, day, payments, refunds };
}

const signatureOf = (bank: SandboxBank, timestamp: string, body: string) =>
  createHmac('sha256', bank.secret).update(`${timestamp}\n${body}`).digest('base64');

/** The payment a sandbox page shows, or null for an order never sent to the sandbox. */
export async function readSandboxPayment(bank: SandboxBank, orderNo: string): Promise<SandboxPayment | null> {
  const stored = await bank.cache.get(startedKey(orderNo));
  const parsed = stored ? Started.safeParse(JSON.parse(stored)) : null;
  return parsed?.success ? parsed.data : null;
}

/** "The learner paid": the sandbox records it (for queries) and answers the signed notification to send. */
export async function paySandbox(
  bank: SandboxBank,
  payment: SandboxPayment,
  /** Cents the sandbox's bill understates the payment by: a provider-side error, for reconciliation to find. */
  misbillBy = 0,
): Promise<{ headers: Record<string, string>; body: string }> {
  // Like a real provider, the sandbox takes one payment per order number: confirming again resends it.
  const earlier = await bank.cache.get(paidKey(payment.orderNo));
  const paid: ProviderPayment = {
    orderNo: payment.orderNo,
    amount: payment.amount,
    merchantId: SANDBOX_MERCHANT_ID,
    tradeNo: `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`,
  };
  const body = earlier ?? JSON.stringify(paid);
  if (!earlier) {
    await bank.cache.set(paidKey(payment.orderNo), body, KEEP_SECONDS);
    await addBillLine(bank, {
      kind: 'payment',
      channel: payment.channel,
      orderNo: paid.orderNo,
      tradeNo: paid.tradeNo,
      amount: paid.amount - misbillBy,
    });
  }
  return signSandboxNotification(bank, body);
}

export function signSandboxNotification(bank: SandboxBank, body: string) {
  const timestamp = Math.floor(Date.now() / 1000).toString();
  return {
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signatureOf(bank, timestamp, body),
    },
    body,
  };
}

/** The sandbox provider, which can also sign a notification of a payment as it would send it. */
export interface SandboxPaymentProvider extends PaymentProvider {
  signNotification(payment: Omit<ProviderPayment, 'merchantId'>): {
    headers: Record<string, string>;
    body: string;
  };
}

export function createSandboxPay(bank: SandboxBank, channel: ProviderChannel): SandboxPaymentProvider {
  return {
    channel,
    mode: 'sandbox',
    merchantId: SANDBOX_MERCHANT_ID,

    async start(request: PaymentRequest) {
      const started: SandboxPayment = {
        channel,
        orderNo: request.orderNo,
        amount: request.amount,
        description: request.description,
        expiresAt: request.expiresAt.toISOString(),
        returnPath: request.returnPath,
      };
      await bank.cache.set(startedKey(request.orderNo), JSON.stringify(started), KEEP_SECONDS);
      return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(request.orderNo)}`;
    },

    async query(orderNo: string) {
      const stored = await bank.cache.get(paidKey(orderNo));
      const parsed = stored ? Paid.safeParse(JSON.parse(stored)) : null;
      return parsed?.success ? parsed.data : null;
    },

    async close(orderNo: string) {
      // Once closed, the confirmation page no longer offers to pay.
      await bank.cache.del(startedKey(orderNo));
    },

    async verifyNotification({ headers, rawBody }: IncomingNotification) {
      const timestamp = headers[TIMESTAMP_HEADER];
      const signature = headers[SIGNATURE_HEADER];
      if (typeof timestamp !== 'string' || typeof signature !== 'string') {
        throw new PaymentVerificationError('missing sandbox signature headers');
      }
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
        throw new PaymentVerificationError('sandbox timestamp outside the allowed window');
      }
      const expected = Buffer.from(signatureOf(bank, timestamp, rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new PaymentVerificationError('sandbox signature does not verify');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new PaymentVerificationError('sandbox notification is not JSON');
      }
      const paid = Paid.safeParse(body);
      if (!paid.success) throw new PaymentVerificationError('sandbox notification is malformed');
      return paid.data;
    },

    /** The sandbox refunds offline, at once; a refund number, as at a provider, refunds once. */
    async refund(request: RefundRequest) {
      const refunded: ProviderRefund = {
        orderNo: request.orderNo,
        refundNo: request.refundNo,
        amount: request.amount,
        status: 'succeeded',
        refundId: `SANDBOXREFUND${Date.now()}${randomBytes(4).toString('hex')}`,
      };
      const earlier = await this.queryRefund(request.orderNo, request.refundNo);
      if (earlier) return earlier;
      await bank.cache.set(refundKey(request.refundNo), JSON.stringify(refunded), KEEP_SECONDS);
      await addBillLine(bank, {
        kind: 'refund',
        channel,
        orderNo: request.orderNo,
        refundNo: request.refundNo,
        amount: request.amount,
        status: 'succeeded',
      });
      return refunded;
    },

    async queryRefund(_orderNo: string, refundNo: string) {
      const stored = await bank.cache.get(refundKey(refundNo));
      return stored ? (JSON.parse(stored) as ProviderRefund) : null;
    },

    async verifyRefundNotification() {
      throw new PaymentVerificationError('the sandbox refunds offline and sends no refund notifications');
    },

    bill: (day: string) => sandboxBill(bank, channel, day),

    signNotification(payment) {
      const paid: ProviderPayment = { ...payment, merchantId: SANDBOX_MERCHANT_ID };
      return signSandboxNotification(bank, JSON.stringify(paid));
    },

    reply(accepted: boolean) {
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL', message: '失败' }),
      };
    },
  };
}
