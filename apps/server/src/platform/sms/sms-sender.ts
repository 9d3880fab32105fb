/** Sends one verification code by text message. */
export interface SmsSender {
  readonly kind: 'development' | 'aliyun';
  /** Resolves once the provider accepted the message; throws SmsDeliveryError otherwise. */
  sendCode(mobile: string, code: string): Promise<void>;
}

/** The provider refused or could not be reached; the message says why, for the logs. */
export class SmsDeliveryError extends Error {}
