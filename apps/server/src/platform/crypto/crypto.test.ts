import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  hashPassword,
  keyedHash,
  newToken,
  sameHash,
  unwrapPaddedCode,
  verifyPassword,
} from './index.js';

describe('field cipher', () => {
  const cipher = createFieldCipher('zhixue2026devkey');

  it('round-trips text, Chinese included', () => {
    for (const text of ['13800000001', 'abcd123456wxyz', '密码Passw0rd!']) {
      expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
    }
  });

  it('matches AES-128-ECB/PKCS7 as the browser computes it', () => {
    // Known answer computed independently (openssl enc -aes-128-ecb -K 7a6869787565323032366465766b6579).
    expect(cipher.encrypt('13800000001')).toBe('8sIr/EmdyYrf4/GH4vbz3Q==');
  });

  it.each(['', 'not base64 at all!', 'AAAA', '9sIr/EmdyYrf4/GH4vbz3Q==', '8sIr/EmdyYrf4/GH4vbz3R=='])(
    'answers null for tampered or malformed input %j',
    (input) => {
      expect(cipher.decrypt(input)).toBeNull();
    },
  );

  it('answers null under another key', () => {
    const other = createFieldCipher('another16bytekey');
    expect(other.decrypt(cipher.encrypt('13800000001'))).not.toBe('13800000001');
  });

  it('unwraps a padded code and refuses one too short to hold a code', () => {
    expect(unwrapPaddedCode('abcd123456wxyz')).toBe('123456');
    expect(unwrapPaddedCode('abcdwxyz')).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Zhixue@2026');
    const second = await hashPassword('Zhixue@2026');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Zhixue@2026', first)).toBe(true);
    expect(await verifyPassword('zhixue@2026', first)).toBe(false);
    expect(await verifyPassword('Zhixue@2026', null)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes 256-bit tokens and compares keyed hashes in constant time', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    const hash = keyedHash('secret', token);
    expect(sameHash(hash, keyedHash('secret', token))).toBe(true);
    expect(sameHash(hash, keyedHash('other', token))).toBe(false);
  });
});
