import { describe, expect, it } from 'vitest';
// The browser's implementation, imported as it is shipped: both sides must agree byte for byte.
import {
  decryptField as webDecrypt,
  encryptField as webEncrypt,
  encryptCode as webEncryptCode,
} from '../../web/src/lib/crypto/field-cipher.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { createFieldCipher, unwrapPaddedCode } from '../src/platform/crypto/index.js';

const KEYS = [DEVELOPMENT_SECRETS.APP_AES_KEY, 'another16bytekey'];
const TEXTS = [
  '13800000001',
  'hdzz001',
  'Zhixue@2026',
  '知学学员',
  '密码Passw0rd!',
  'a',
  // 16 and 32 bytes exactly: PKCS7 adds a whole block of padding.
  'exactly16bytes!!',
  '0123456789abcdef0123456789abcdef',
  '测试中文混合text与emoji😀',
];

describe.each(KEYS)('field cipher interop under key %s', (key) => {
  const server = createFieldCipher(key);

  it.each(TEXTS)('the server reads what the web encrypts: %j', (text) => {
    expect(server.decrypt(webEncrypt(text, key))).toBe(text);
  });

  it.each(TEXTS)('the web reads what the server encrypts: %j', (text) => {
    expect(webDecrypt(server.encrypt(text), key)).toBe(text);
  });

  it.each(TEXTS)('both produce the same ciphertext (ECB is deterministic): %j', (text) => {
    expect(webEncrypt(text, key)).toBe(server.encrypt(text));
  });

  it.each(['123456', '0000', '9'])('the server unwraps the padded code %j the web sends', (code) => {
    for (let i = 0; i < 10; i += 1) {
      const plain = server.decrypt(webEncryptCode(code, key));
      expect(plain).not.toBeNull();
      expect(unwrapPaddedCode(plain ?? '')).toBe(code);
    }
  });
});
