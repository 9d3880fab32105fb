import { createCipheriv, createDecipheriv } from 'node:crypto';
import { CODE_PADDING } from '@zhixue/contract';

/**
 * The spec's field encryption: AES-128-ECB with PKCS7 padding, base64 text. It only keeps phone
 * numbers and passwords out of casual logs and proxies; confidentiality comes from HTTPS.
 */
export interface FieldCipher {
  /** Answers the plain text, or null when the input is not valid ciphertext under our key. */
  decrypt(base64: string): string | null;
  encrypt(plain: string): string;
}

export function createFieldCipher(key: string): FieldCipher {
  const keyBytes = Buffer.from(key, 'utf8');
  if (keyBytes.length !== 16) throw new Error('the field key must be 16 bytes');
  return {
    decrypt(base64) {
      const bytes = Buffer.from(base64, 'base64');
      // Not whole AES blocks, or not base64 at all (Buffer.from drops invalid characters).
      if (bytes.length === 0 || bytes.length % 16 !== 0 || bytes.toString('base64') !== normalise(base64))
        return null;
      try {
        const decipher = createDecipheriv('aes-128-ecb', keyBytes, null);
        const plain = Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
        return plain.includes('\uFFFD') ? null : plain;
      } catch {
        return null;
      }
    },
    encrypt(plain) {
      const cipher = createCipheriv('aes-128-ecb', keyBytes, null);
      return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    },
  };
}

function normalise(base64: string): string {
  const trimmed = base64.trim();
  return trimmed + '='.repeat((4 - (trimmed.length % 4)) % 4);
}

/** The SMS code travels wrapped in 4 random characters before and after (spec section 5). */
export function unwrapPaddedCode(padded: string): string | null {
  if (padded.length <= CODE_PADDING * 2) return null;
  return padded.slice(CODE_PADDING, -CODE_PADDING);
}
