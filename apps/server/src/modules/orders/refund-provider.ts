import type { Database } from '../../platform/db/index.js';
import type { ProviderRefund } from '../../platform/payment/index.js';
import type { OrderRow } from './order-records.js';
import type { RefundRow } from './record-refund.js';

/**
 * The provider an order was paid through (WeChat Pay or Alipay), as a refund needs it. Implemented
 * by the payments area, which talks to the providers and keeps every contact with them among the
 * order's payment decisions, and handed to this one, which decides and records refunds and must not
 * depend on it. Only orders sent to a provider (`sentToProvider`) are asked about.
 */
export interface RefundProvider {
  /** Asks for the refund: the provider's answer, or null when it could not be reached (kept as such). */
  send(order: OrderRow, refund: RefundRow): Promise<ProviderRefund | null>;
  /**
   * Where a sent refund stands: the provider's answer, `unsent` when the provider never received it,
   * `unreachable` when it could not be asked.
   */
  query(order: OrderRow, refund: RefundRow): Promise<ProviderRefund | 'unsent' | 'unreachable'>;
  /**
   * Keeps the provider's answer (to a request or a query) with the order's payment decisions;
   * `changed` false when it settled nothing new (a repeated click, a late answer).
   */
  recordAnswer(
    order: OrderRow,
    source: 'answer' | 'query',
    answer: ProviderRefund,
    changed: boolean,
  ): Promise<void>;
}

/** What refunds work with after their decision: assembled in app.ts. */
export interface RefundDeps {
  db: Database;
  provider: RefundProvider;
  /** Drops cached sessions of a learner whose membership changed, so the next call sees it. */
  forgetUser(userId: number): Promise<void>;
}
