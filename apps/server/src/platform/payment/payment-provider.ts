/**
 * One small interface over the payment providers. The WeChat Pay and Alipay adapters speak the real
 * protocols; the sandbox adapter (the development default) answers offline with a local
 * confirmation page. Every adapter verifies what it receives: a notification that fails verification
 * throws PaymentVerificationError and nothing is granted.
 */

/** The two provider channels of the spec's pay calls; assisted payment needs no provider. */
export type ProviderChannel = 'wx' | 'ali';

export interface PaymentRequest {
  orderNo: string;
  /** Cents. */
  amount: number;
  /** What the learner sees in the provider's app (the product name). */
  description: string;
  /** After this the provider refuses to take the payment. */
  expiresAt: Date;
  /** Path of our page the learner returns to after paying on the provider's page (Alipay). */
  returnPath: string;
}

/** A payment the provider says succeeded, as verified from a notification or a query. */
export interface ProviderPayment {
  orderNo: string;
  /** Cents actually paid. */
  amount: number;
  /** The merchant the money went to (WeChat mchid, Alipay app id). */
  merchantId: string;
  /** The provider's transaction number. */
  tradeNo: string;
}

/** Money to send back for a paid order: `refundNo` makes the provider refund it once. */
export interface RefundRequest {
  orderNo: string;
  /** Our refund number (WeChat out_refund_no, Alipay out_request_no). */
  refundNo: string;
  /** Cents to return now. */
  amount: number;
  /** Cents the learner paid for the order. */
  total: number;
  /** Shown to the learner by the provider. */
  reason: string;
}

/** Where a refund stands at the provider, as verified from its answer, a query or a notification. */
export interface ProviderRefund {
  orderNo: string;
  refundNo: string;
  /** Cents refunded. */
  amount: number;
  /** `processing` until the money is back; `failed` when the provider gave up (the money stayed). */
  status: 'processing' | 'succeeded' | 'failed';
  /** The provider's refund id, when it gave one. */
  refundId: string | null;
  /** Why it failed, for the operator. */
  failure?: string;
}

/** A payment as the provider's daily bill lists it. */
export interface BillPayment {
  orderNo: string;
  /** The provider's transaction number. */
  tradeNo: string;
  /** Cents the learner paid. */
  amount: number;
}

/** A refund as the provider's daily bill lists it. */
export interface BillRefund {
  orderNo: string;
  refundNo: string;
  /** Cents returned. */
  amount: number;
  /** `succeeded`, or `processing`/`failed` where the bill says so (WeChat Pay lists its refund state). */
  status: ProviderRefund['status'];
}

/**
 * The provider's statement of one China day: every payment taken and every refund made that day,
 * as the provider counts them (WeChat Pay's trade bill, Alipay's trade bill, the sandbox's records).
 */
export interface ProviderBill {
  channel: ProviderChannel;
  /** YYYY-MM-DD, China time. */
  day: string;
  payments: BillPayment[];
  refunds: BillRefund[];
}

/** How to answer the provider's notification request. */
export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

/** A received notification: the raw body exactly as sent (signatures cover it byte for byte). */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentProvider {
  readonly channel: ProviderChannel;
  /** `sandbox` or `live`: the sandbox adapter's addresses lead to a local page. */
  readonly mode: 'sandbox' | 'live';
  /** Ours, as the provider knows it; notifications must name it. */
  readonly merchantId: string;
  /** Starts a payment: a QR code content (WeChat Native code_url) or a page address (Alipay). */
  start(request: PaymentRequest): Promise<string>;
  /** Asks the provider whether the order was paid: the payment, or null while it is not. */
  query(orderNo: string): Promise<ProviderPayment | null>;
  /** Tells the provider to take no payment for the order any more (we cancel or close it). */
  close(orderNo: string): Promise<void>;
  /**
   * Verifies a notification. Answers the payment it reports, or null for a genuine notification of
   * something other than a success (which needs no action). Throws PaymentVerificationError.
   */
  verifyNotification(notification: IncomingNotification): Promise<ProviderPayment | null>;
  /** Asks the provider to refund; the same refundNo again answers the same refund. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Where a refund stands; null when the provider never received it. */
  queryRefund(orderNo: string, refundNo: string): Promise<ProviderRefund | null>;
  /**
   * Verifies a refund notification (WeChat Pay sends them; the others answer refunds at once and
   * refuse any). Answers the refund it reports. Throws PaymentVerificationError.
   */
  verifyRefundNotification(notification: IncomingNotification): Promise<ProviderRefund>;
  /**
   * The provider's bill of one China day (YYYY-MM-DD), downloaded through its bill interface; a day
   * without any trade is an empty bill. Throws PaymentProviderError while the bill is not ready.
   */
  bill(day: string): Promise<ProviderBill>;
  /** The answer the provider expects: `accepted` stops its retries. */
  reply(accepted: boolean): NotificationReply;
}

/** A notification or answer that is not provably from the provider, or is malformed. */
export class PaymentVerificationError extends Error {}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {}

/** Cents to the yuan string Alipay expects ("12.30"). */
export function centsToYuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Alipay's "12.30" back to cents, exactly (no floating point); null when malformed. */
export function yuanToCents(yuan: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
