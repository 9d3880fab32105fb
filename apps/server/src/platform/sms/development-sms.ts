import type { Cache } from '../cache/index.js';
import type { SmsNotice, SmsSender } from './sms-sender.js';

/** The part of the server's logger the development sender writes to (Fastify's logger fits). */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

export interface DevelopmentSms {
  sender: SmsSender;
  /** The latest code "sent" to `mobile` in the last five minutes, for the developer and e2e tests. */
  readOutbox(mobile: string): Promise<string | null>;
  /** The latest notice "sent" to `mobile` in the last five minutes (its template and parameters). */
  readNoticeOutbox(mobile: string): Promise<SmsNotice | null>;
}

const OUTBOX_TTL_SECONDS = 300;
const outboxKey = (mobile: string) => `sms:outbox:${mobile}`;
const noticeOutboxKey = (mobile: string) => `sms:notice-outbox:${mobile}`;

/**
 * Sends nothing: the code goes to the log and to an outbox. The outbox lives in the cache rather
 * than in memory so that, with Redis, whichever server process answers can read it.
 */
export function createDevelopmentSms(cache: Cache, log: SmsLog): DevelopmentSms {
  return {
    sender: {
      kind: 'development',
      async sendCode(mobile, code) {
        await cache.set(outboxKey(mobile), code, OUTBOX_TTL_SECONDS);
        // Showing the code is this sender's whole purpose (it is refused in production), so it goes
        // into the message, which the log does not redact; of the phone only its last digits.
        log.info({}, `开发环境短信：验证码 ${code} 已发送至尾号 ${mobile.slice(-4)} 的手机`);
      },
      async sendNotice(mobile, notice) {
        await cache.set(noticeOutboxKey(mobile), JSON.stringify(notice), OUTBOX_TTL_SECONDS);
        log.info({}, `开发环境短信：${notice.template} 通知已发送至尾号 ${mobile.slice(-4)} 的手机`);
      },
    },
    readOutbox: (mobile) => cache.get(outboxKey(mobile)),
    async readNoticeOutbox(mobile) {
      const stored = await cache.get(noticeOutboxKey(mobile));
      return stored ? (JSON.parse(stored) as SmsNotice) : null;
    },
  };
}
