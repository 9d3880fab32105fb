import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = '知学管理后台';
/** One period either side: a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = 30;

/**
 * The operators' TOTP secrets, kept encrypted (AES-256-GCM under a key derived from
 * OPERATOR_SECRET), so that a copy of the database alone cannot mint codes.
 */
export function createSecretBox(operatorSecret: string) {
  const key = createHash('sha256').update(`totp-secret:${operatorSecret}`).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
    },
    open(stored: string): string {
      const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !sealed) throw new Error('a stored TOTP secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

export function newEnrolment(account: string) {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: account, secret }) };
}

/**
 * The time step a code belongs to when it is valid and newer than `afterStep` (the step of the last
 * code accepted, so that a code seen once, over a shoulder or in a log, cannot be used again);
 * otherwise null.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // Only the TOTP branch of the result carries the step; this is always TOTP.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
