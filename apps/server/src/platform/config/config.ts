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
} as const;

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanFlag.default(true),
    WEB_DIST: z.string().optional(),
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
    /** `development` prints codes to the log and keeps an outbox; `aliyun` sends real messages. */
    SMS_PROVIDER: z.enum(['development', 'aliyun']).default('development'),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    /** `development` simulates the scan offline; `wechat` uses the WeChat Open Platform website login. */
    WECHAT_PROVIDER: z.enum(['development', 'wechat']).default('development'),
    WECHAT_APP_ID: z.string().optional(),
    WECHAT_APP_SECRET: z.string().optional(),
    /** Public address of the site's /user/wxlogin page, registered with WeChat. */
    WECHAT_REDIRECT_URI: z.url().optional(),
    WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
    WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
    /** At most this many live sessions per user and device type; a new login ends the oldest. */
    SESSIONS_PER_DEVICE_TYPE: z.coerce.number().int().min(1).max(20).default(1),
    APP_AES_KEY: z
      .string()
      .refine((key) => Buffer.byteLength(key) === 16, 'APP_AES_KEY must be exactly 16 bytes (AES-128)')
      .default(DEVELOPMENT_SECRETS.APP_AES_KEY),
    SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.SESSION_SECRET),
    MEDIA_SIGNING_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET),
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
    requireAll(
      env.WECHAT_PROVIDER === 'wechat',
      ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_REDIRECT_URI'],
      'when WECHAT_PROVIDER is wechat',
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
