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
    APP_AES_KEY: z
      .string()
      .refine((key) => Buffer.byteLength(key) === 16, 'APP_AES_KEY must be exactly 16 bytes (AES-128)')
      .default(DEVELOPMENT_SECRETS.APP_AES_KEY),
    SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.SESSION_SECRET),
    MEDIA_SIGNING_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.BENCH_ROUTES)
      ctx.addIssue({
        code: 'custom',
        path: ['BENCH_ROUTES'],
        message: 'BENCH_ROUTES is for benchmarks only',
      });
    for (const [name, devValue] of Object.entries(DEVELOPMENT_SECRETS)) {
      if (env[name as keyof typeof DEVELOPMENT_SECRETS] === devValue) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} still has its development value` });
      }
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
