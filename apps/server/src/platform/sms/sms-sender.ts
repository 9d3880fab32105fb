/** A notice by text message: which template of the provider, and its parameters. */
export interface SmsNotice {
  /** A live a learner subscribed to is about to start (they allowed SMS reminders). */
  template: 'live-reminder';
  params: { title: string; time: string };
}

/** Sends verification codes and notices by text message. */
export interface SmsSender {
  readonly kind: 'development' | 'aliyun';
  /** Resolves once the provider accepted the message; throws SmsDeliveryError otherwise. */
  sendCode(mobile: string, code: string): Promise<void>;
  /** The same for a notice; throws SmsDeliveryError when the provider has no template for it. */
  sendNotice(mobile: string, notice: SmsNotice): Promise<void>;
}

/** The provider refused or could not be reached; the message says why, for the logs. */
export class SmsDeliveryError extends Error {}
