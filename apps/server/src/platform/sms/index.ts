import type { Cache } from '../cache/index.js';
import type { Config } from '../config/index.js';
import { createAliyunSms } from './aliyun-sms.js';
import { createDevelopmentSms, type DevelopmentSms, type SmsLog } from './development-sms.js';
import type { SmsSender } from './sms-sender.js';

export { createAliyunSms } from './aliyun-sms.js';
export { createDevelopmentSms, type DevelopmentSms, type SmsLog } from './development-sms.js';
export { SmsDeliveryError, type SmsNotice, type SmsSender } from './sms-sender.js';

export interface SmsSetup {
  sender: SmsSender;
  /** Only the development sender has an outbox to read. */
  readOutbox?: (mobile: string) => Promise<string | null>;
  readNoticeOutbox?: DevelopmentSms['readNoticeOutbox'];
}

export function createSmsSender(config: Config, cache: Cache, log: SmsLog): SmsSetup {
  if (config.SMS_PROVIDER === 'development') return createDevelopmentSms(cache, log);

  const {
    ALIYUN_SMS_ENDPOINT: endpoint,
    ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: signName,
    ALIYUN_SMS_TEMPLATE_CODE: templateCode,
    ALIYUN_SMS_LIVE_TEMPLATE_CODE: liveTemplateCode,
  } = config;
  // loadConfig already demands these for SMS_PROVIDER=aliyun; this narrows the types.
  if (!accessKeyId || !accessKeySecret || !signName || !templateCode) {
    throw new Error('SMS_PROVIDER=aliyun needs every ALIYUN_SMS_* setting');
  }
  return {
    sender: createAliyunSms({
      endpoint,
      accessKeyId,
      accessKeySecret,
      signName,
      templateCode,
      // Without a template for live reminders, none is sent by SMS (the message centre still tells).
      ...(liveTemplateCode ? { noticeTemplates: { 'live-reminder': liveTemplateCode } } : {}),
    }),
  };
}
