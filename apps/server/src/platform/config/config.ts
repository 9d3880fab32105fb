import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Development defaults for secrets. They make `npm start` work on a fresh machine; a production
 * process refuses to start while any of them is still in use.
 */
export const DEVELOPMENT_SECRETS = {
  APP_AES_KEY: 'zhixue2026devkey',
  SESSION_SECRET: 'development-session-secret-change-me',
  MEDIA_SIGNING_SECRET: 'development-media-secret-change-me',
  OPERATOR_SECRET: 'development-operator-secret-change-me',
  LIVE_AUTH_KEY: 'development-live-auth-key',
  LIVE_NOTIFY_KEY: 'development-live-notify-key',
} as const;

/** The demo payee of assisted payments; production must name the real account. */
export const DEVELOPMENT_PAYEE = {
  PEIBAN_PAYEE_NAME: '知学（演示）教育科技有限公司',
  PEIBAN_PAYEE_BANK: '演示银行上海徐汇支行',
  PEIBAN_PAYEE_ACCOUNT: '6200 0000 0000 0000 000',
} as const;

/** A PEM key in an environment variable, where `\n` may stand for its line breaks. */
const pemKey = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n'))
  .refine((value) => value.includes('-----BEGIN '), 'must be a PEM key (-----BEGIN …)');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// connection string')
      .optional(),
    /** How long a starting process waits for REDIS_URL to answer before it gives up. */
    REDIS_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanFlag.default(true),
    /**
     * At start, convert the MP4s of sections to be encrypted into encrypted HLS (decision 0053): the
     * demo's paid sections on a first start. Tests and journeys turn it off to keep the seeded MP4s.
     */
    ENCRYPT_MP4_ON_START: booleanFlag.default(true),
    WEB_DIST: z.string().optional(),
    /** The built operator console (apps/admin/dist unless set), served under /admin/. */
    ADMIN_DIST: z.string().optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    TRUST_PROXY: booleanFlag.default(false),
    /** Registers the floor routes `npm run bench` compares against; never in production. */
    BENCH_ROUTES: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /**
     * After SIGTERM, how long the listener stays open answering 503 (readiness first) before it
     * closes: a load balancer keeps sending for a few seconds until its health check sees the 503,
     * and those requests get a 503 it can retry elsewhere instead of a refused connection.
     */
    DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(5),
    /** A bearer token that opens /metrics on the main port; unset: /metrics there answers 404. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** A second listener on 127.0.0.1 serving only /metrics, without a token; unset: none. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** How often an open notice stream sends a heartbeat (and checks its session is still valid). */
    NOTICE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /**
     * Whether this process works background jobs and keeps their schedules; with `false` it only
     * sends and lists them (another process on the same database works them).
     */
    JOBS_ENABLED: booleanFlag.default(true),
    /** How often an idle queue asks the database for work; pg-boss allows no less than 0.5 s. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * A running job's process gives a sign of life every quarter of this; after this long without
     * one, another process fails the job as abandoned and its retries run there.
     */
    JOBS_LEASE_SECONDS: z.coerce.number().min(2).max(3600).default(60),
    /** Largest file the media library takes by resumable upload. */
    MEDIA_UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(10 * 1024 * 1024 * 1024),
    /** `development` prints codes to the log and keeps an outbox; `aliyun` sends real messages. */
    SMS_PROVIDER: z.enum(['development', 'aliyun']).default('development'),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    /** The template of live reminders (parameters `title` and `time`); without it none goes by SMS. */
    ALIYUN_SMS_LIVE_TEMPLATE_CODE: z.string().optional(),
    /** `development` simulates the scan offline; `wechat` uses the WeChat Open Platform website login. */
    WECHAT_PROVIDER: z.enum(['development', 'wechat']).default('development'),
    WECHAT_APP_ID: z.string().optional(),
    WECHAT_APP_SECRET: z.string().optional(),
    /** Public address of the site's /user/wxlogin page, registered with WeChat. */
    WECHAT_REDIRECT_URI: z.url().optional(),
    WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
    WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
    /** `local` keeps uploads and media under DATA_DIR; `s3` puts them in an S3-compatible bucket. */
    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    /** Address of an S3-compatible service (MinIO, OSS, COS ...); unset means AWS S3 itself. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Where browsers load uploads (`uploads/` of the bucket) from, e.g. a CDN address. */
    S3_PUBLIC_BASE_URL: z.url().optional(),
    /**
     * `sandbox` confirms payments on a local page, offline; `live` uses WeChat Pay (API v3 Native)
     * and Alipay (PC page pay) with the merchant settings below.
     */
    PAY_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
    /** Public address of the site: providers send notifications and learners back to it. */
    PAY_SITE_URL: z.url().optional(),
    WXPAY_APP_ID: z.string().optional(),
    WXPAY_MCH_ID: z.string().optional(),
    WXPAY_MCH_SERIAL_NO: z.string().optional(),
    /** PEM of the merchant API private key (`\n` may stand for line breaks). */
    WXPAY_MCH_PRIVATE_KEY: pemKey.optional(),
    WXPAY_API_V3_KEY: z
      .string()
      .refine((key) => Buffer.byteLength(key) === 32, 'WXPAY_API_V3_KEY must be exactly 32 bytes')
      .optional(),
    /** PEM of WeChat Pay's public key (or platform certificate's key) and its id (Wechatpay-Serial). */
    WXPAY_PLATFORM_PUBLIC_KEY: pemKey.optional(),
    WXPAY_PLATFORM_SERIAL: z.string().optional(),
    WXPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
    ALIPAY_APP_ID: z.string().optional(),
    ALIPAY_APP_PRIVATE_KEY: pemKey.optional(),
    ALIPAY_PUBLIC_KEY: pemKey.optional(),
    /** Our Alipay account (PID, 2088…): when set, notifications must name it as seller. */
    ALIPAY_SELLER_ID: z.string().optional(),
    ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
    /** The payee an assisted payment (bank transfer) goes to, shown to the learner. */
    PEIBAN_PAYEE_NAME: z.string().min(1).default(DEVELOPMENT_PAYEE.PEIBAN_PAYEE_NAME),
    PEIBAN_PAYEE_BANK: z.string().min(1).default(DEVELOPMENT_PAYEE.PEIBAN_PAYEE_BANK),
    PEIBAN_PAYEE_ACCOUNT: z.string().min(1).default(DEVELOPMENT_PAYEE.PEIBAN_PAYEE_ACCOUNT),
    /**
     * Public address of the site, printed in certificate QR codes (their verification page); unset,
     * a PDF points to the address its download came to.
     */
    SITE_URL: z.url().optional(),
    /** The Noto CJK collection certificates print with (its `NotoSansCJKsc-Regular` face). */
    CERT_FONT_FILE: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    /** At most this many live sessions per user and device type; a new login ends the oldest. */
    SESSIONS_PER_DEVICE_TYPE: z.coerce.number().int().min(1).max(20).default(1),
    APP_AES_KEY: z
      .string()
      .refine((key) => Buffer.byteLength(key) === 16, 'APP_AES_KEY must be exactly 16 bytes (AES-128)')
      .default(DEVELOPMENT_SECRETS.APP_AES_KEY),
    SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.SESSION_SECRET),
    MEDIA_SIGNING_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET),
    /** Keys the console's session hashes, the operators' TOTP secrets at rest and the setup link. */
    OPERATOR_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.OPERATOR_SECRET),
    /**
     * Console sign-in steps (password or code, whatever their outcome) one address may take in 15
     * minutes: raise it when many operators share one office address behind NAT.
     */
    OPERATOR_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    /**
     * Live classes: `development` runs an RTMP ingest in this process (node-media-server) that
     * learners watch through this server; `aliyun` signs addresses of ApsaraVideo Live's domains.
     */
    LIVE_PROVIDER: z.enum(['development', 'aliyun']).default('development'),
    /** The URL authentication (type A) private key of push and pull addresses. */
    LIVE_AUTH_KEY: z.string().min(16).default(DEVELOPMENT_SECRETS.LIVE_AUTH_KEY),
    /** The key stream callbacks are signed with (ALI-LIVE-SIGNATURE). */
    LIVE_NOTIFY_KEY: z.string().min(16).default(DEVELOPMENT_SECRETS.LIVE_NOTIFY_KEY),
    /** The ingest domain (callbacks are signed for it) and the playback domain; `aliyun` only. */
    LIVE_PUSH_DOMAIN: z.string().optional(),
    LIVE_PULL_DOMAIN: z.string().optional(),
    LIVE_APP_NAME: z
      .string()
      .regex(/^\w{1,32}$/)
      .default('live'),
    /** How long a learner's pull address works. */
    LIVE_PULL_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
    /** The development ingest's RTMP port (1935 is the usual one); 0: no ingest. */
    LIVE_RTMP_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /** Where the development ingest serves HTTP-FLV to this server, on 127.0.0.1 only. */
    LIVE_FLV_PORT: z.coerce.number().int().min(1).max(65_535).default(8936),
    /**
     * The OSS bucket ApsaraVideo Live records streams into (its record callback names the object):
     * the bucket's own address (`https://{bucket}.oss-cn-shanghai.aliyuncs.com`, or its internal one
     * from a server in the same region), its name, and an AccessKey that may read it.
     */
    LIVE_RECORD_OSS_ENDPOINT: z.url().optional(),
    LIVE_RECORD_OSS_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, 'LIVE_RECORD_OSS_BUCKET must be an OSS bucket name')
      .optional(),
    LIVE_RECORD_OSS_ACCESS_KEY_ID: z.string().optional(),
    LIVE_RECORD_OSS_ACCESS_KEY_SECRET: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const requireAll = (when: boolean, names: Array<keyof typeof env>, reason: string) => {
      if (!when) return;
      for (const name of names) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required ${reason}` });
      }
    };
    requireAll(
      env.SMS_PROVIDER === 'aliyun',
      [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ],
      'when SMS_PROVIDER is aliyun',
    );
    const recordBucket = [
      'LIVE_RECORD_OSS_ENDPOINT',
      'LIVE_RECORD_OSS_BUCKET',
      'LIVE_RECORD_OSS_ACCESS_KEY_ID',
      'LIVE_RECORD_OSS_ACCESS_KEY_SECRET',
    ] as const;
    // ApsaraVideo's recordings are the replays: without the bucket a cloud live never gets one.
    requireAll(
      env.LIVE_PROVIDER === 'aliyun',
      ['LIVE_PUSH_DOMAIN', 'LIVE_PULL_DOMAIN', ...recordBucket],
      'when LIVE_PROVIDER is aliyun',
    );
    requireAll(
      recordBucket.some((name) => env[name]),
      [...recordBucket],
      'with the other LIVE_RECORD_OSS_ settings',
    );
    requireAll(
      env.WECHAT_PROVIDER === 'wechat',
      ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_REDIRECT_URI'],
      'when WECHAT_PROVIDER is wechat',
    );
    requireAll(
      env.STORAGE_PROVIDER === 's3',
      ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_BASE_URL'],
      'when STORAGE_PROVIDER is s3',
    );
    requireAll(
      env.PAY_PROVIDER === 'live',
      [
        'PAY_SITE_URL',
        'WXPAY_APP_ID',
        'WXPAY_MCH_ID',
        'WXPAY_MCH_SERIAL_NO',
        'WXPAY_MCH_PRIVATE_KEY',
        'WXPAY_API_V3_KEY',
        'WXPAY_PLATFORM_PUBLIC_KEY',
        'WXPAY_PLATFORM_SERIAL',
        'ALIPAY_APP_ID',
        'ALIPAY_APP_PRIVATE_KEY',
        'ALIPAY_PUBLIC_KEY',
      ],
      'when PAY_PROVIDER is live',
    );
    if (env.NODE_ENV !== 'production') return;
    const refuse = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    if (env.BENCH_ROUTES) refuse('BENCH_ROUTES', 'BENCH_ROUTES is for benchmarks only');
    // The development adapters log codes and simulate scans: never in front of real users.
    if (env.SMS_PROVIDER === 'development')
      refuse('SMS_PROVIDER', 'SMS_PROVIDER=development is not allowed in production');
    if (env.WECHAT_PROVIDER === 'development') {
      refuse('WECHAT_PROVIDER', 'WECHAT_PROVIDER=development is not allowed in production');
    }
    if (env.LIVE_PROVIDER === 'development')
      refuse('LIVE_PROVIDER', 'LIVE_PROVIDER=development is not allowed in production');
    // The sandbox confirms any payment with one click: never in front of real users.
    if (env.PAY_PROVIDER === 'sandbox')
      refuse('PAY_PROVIDER', 'PAY_PROVIDER=sandbox is not allowed in production');
    for (const [name, devValue] of Object.entries(DEVELOPMENT_PAYEE)) {
      if (env[name as keyof typeof DEVELOPMENT_PAYEE] === devValue)
        refuse(name, `${name} still names the demo payee`);
    }
    for (const [name, devValue] of Object.entries(DEVELOPMENT_SECRETS)) {
      if (env[name as keyof typeof DEVELOPMENT_SECRETS] === devValue)
        refuse(name, `${name} still has its development value`);
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a wrong value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    DATA_DIR: values.DATA_DIR === 'memory://' ? values.DATA_DIR : resolve(values.DATA_DIR),
    isProduction: values.NODE_ENV === 'production',
  };
}
