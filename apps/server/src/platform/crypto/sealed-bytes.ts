import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept in the database (the AES keys of encrypted HLS) sealed with AES-256-GCM under a
 * key derived from a server secret for one purpose: a copy of the table alone opens nothing, and a
 * sealed value altered or moved to another purpose fails to open.
 */
export interface Sealer {
  seal(plain: Buffer): string;
  /** The plain bytes, or null for text this sealer did not seal. */
  open(sealed: string): Buffer | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, '', `zhixue sealed ${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
