import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { SmsSetup } from '../../platform/sms/index.js';
import type { WeChatLogin } from '../../platform/wechat/index.js';
import { createAuthDeps } from './auth-deps.js';
import { defineClosureJob } from './close-account.js';
import { registerAuthRoutes } from './routes.js';
import type { Sessions } from './sessions.js';

export function registerAuth(
  app: FastifyInstance,
  context: AppContext,
  adapters: { sms: SmsSetup; wechat: WeChatLogin; sessions: Sessions },
): void {
  const deps = createAuthDeps({ db: context.db, cache: context.cache, config: context.config, ...adapters });
  registerAuthRoutes(app, context, deps);
  defineClosureJob({ db: context.db, jobs: context.jobs, sessions: adapters.sessions });
}
