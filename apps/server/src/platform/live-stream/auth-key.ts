import { createHash, randomBytes } from 'node:crypto';
import { sameHash } from '../crypto/index.js';

/**
 * Aliyun ApsaraVideo Live URL authentication, type A. A signed address carries
 * `auth_key={timestamp}-{rand}-{uid}-{md5hash}` where `timestamp` is the expiry (Unix seconds),
 * `rand` a random string without dashes, `uid` who it was issued to (0 for nobody in particular)
 * and `md5hash` the MD5 of `{path}-{timestamp}-{rand}-{uid}-{privateKey}`, `path` being the URI
 * path of the address (`/live/stream.flv`). The cloud service checks it on every push and pull;
 * the development ingest checks it the same way.
 */
export interface AuthKeyParts {
  expiresAt: number;
  rand: string;
  uid: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export function authKeyHash(
  path: string,
  { expiresAt, rand, uid }: AuthKeyParts,
  privateKey: string,
): string {
  return md5(`${path}-${expiresAt}-${rand}-${uid}-${privateKey}`);
}

export function signAuthKey(
  path: string,
  privateKey: string,
  {
    expiresAt,
    uid,
    rand = randomBytes(8).toString('hex'),
  }: { expiresAt: number; uid: string; rand?: string },
): string {
  return `${expiresAt}-${rand}-${uid}-${authKeyHash(path, { expiresAt, rand, uid }, privateKey)}`;
}

const AUTH_KEY = /^(\d{1,12})-([0-9A-Za-z]{1,64})-([0-9A-Za-z_]{1,64})-([0-9a-f]{32})$/;

/**
 * The parts of a valid, unexpired `auth_key` for `path`, or null: forged, for another path, or
 * past its expiry at `nowSeconds`.
 */
export function verifyAuthKey(
  path: string,
  authKey: unknown,
  privateKey: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AuthKeyParts | null {
  if (typeof authKey !== 'string') return null;
  const match = AUTH_KEY.exec(authKey);
  if (!match) return null;
  const [, expires = '', rand = '', uid = '', hash = ''] = match;
  const parts = { expiresAt: Number(expires), rand, uid };
  if (parts.expiresAt < nowSeconds) return null;
  return sameHash(hash, authKeyHash(path, parts, privateKey)) ? parts : null;
}
