import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import type { PaymentProviders } from '../../platform/payment/index.js';

/** Where payment decisions are logged: the server's logger, or the operator command's. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What taking a payment needs: the operator's command has no providers. */
export interface FulfilmentDeps {
  db: Database;
  log: PaymentLog;
  /** Drops cached sessions of a learner whose membership changed, so the next call sees it. */
  forgetUser(userId: number): Promise<void>;
}

/** What the payments area works with; assembled once in app.ts. */
export interface PaymentDeps extends FulfilmentDeps {
  cache: Cache;
  providers: PaymentProviders;
}
