import type { FastifyRequest } from 'fastify';
import type { Cache } from '../../platform/cache/index.js';
import type { Config } from '../../platform/config/index.js';
import { createFieldCipher } from '../../platform/crypto/index.js';
import type { Database } from '../../platform/db/index.js';
import { deviceIdOf } from '../../platform/geo/index.js';
import type { SmsSetup } from '../../platform/sms/index.js';
import type { WeChatLogin } from '../../platform/wechat/index.js';
import { type CredentialReader, createCredentialReader } from './credentials.js';
import type { NewSession, Sessions } from './sessions.js';
import { createSmsCodes, type SmsCodes } from './sms-codes.js';

/** What the identity use cases share. Built once per server. */
export interface AuthDeps {
  db: Database;
  cache: Cache;
  config: Config;
  credentials: CredentialReader;
  smsCodes: SmsCodes;
  sms: SmsSetup;
  wechat: WeChatLogin;
  sessions: Sessions;
}

export function createAuthDeps(
  base: Pick<AuthDeps, 'db' | 'cache' | 'config' | 'sms' | 'wechat' | 'sessions'>,
): AuthDeps {
  return {
    ...base,
    credentials: createCredentialReader(createFieldCipher(base.config.APP_AES_KEY)),
    smsCodes: createSmsCodes(base.cache, base.config.SESSION_SECRET),
  };
}

/** The session row's description of where a login came from; the device id is resolved here, never trusted. */
export function describeClient(request: FastifyRequest): Omit<NewSession, 'userId'> {
  const userAgent = request.headers['user-agent'];
  return {
    deviceType: 'pc',
    deviceId: deviceIdOf(request.ip),
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : '',
  };
}
