import { ecb } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { CODE_PADDING } from '@zhixue/contract';

/**
 * The spec's field encryption (section 5): AES-128-ECB with PKCS7 padding, base64 text. Phone,
 * SMS code, account and passwords travel this way. It obfuscates only (HTTPS protects them); the key
 * is the site config's `fieldKey`, passed in by the caller so this module stays pure and runs the
 * same in the browser and in Node (the server's interoperability test imports it).
 */
export const FIELD_KEY_BYTES = 16;

const PADDING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 62 × 4: random bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 248;

function keyBytes(key: string): Uint8Array {
  const bytes = utf8ToBytes(key);
  if (bytes.length !== FIELD_KEY_BYTES) throw new Error(`the field key must be ${FIELD_KEY_BYTES} bytes`);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encryptField(plain: string, key: string): string {
  return toBase64(ecb(keyBytes(key)).encrypt(utf8ToBytes(plain)));
}

/** The inverse of `encryptField`; throws on text that is not ciphertext under `key`. */
export function decryptField(cipherText: string, key: string): string {
  return bytesToUtf8(ecb(keyBytes(key)).decrypt(fromBase64(cipherText)));
}

/** `length` random letters and digits from the platform's cryptographic generator. */
export function randomPadding(
  length = CODE_PADDING,
  fill: (bytes: Uint8Array) => void = (bytes) => void globalThis.crypto.getRandomValues(bytes),
): string {
  let text = '';
  const bytes = new Uint8Array(length * 2);
  while (text.length < length) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && text.length < length) text += PADDING_ALPHABET[byte % 62];
    }
  }
  return text;
}

/** The SMS code as the server expects it: 4 random characters, the code, 4 more, encrypted. */
export function encryptCode(code: string, key: string): string {
  return encryptField(`${randomPadding()}${code.trim()}${randomPadding()}`, key);
}

/** Encrypts with one key: what forms use once the site config has answered. */
export interface FieldCipher {
  encryptField(plain: string): string;
  encryptCode(code: string): string;
}

export function fieldCipher(key: string): FieldCipher {
  keyBytes(key); // fail now, not at the first field
  return {
    encryptField: (plain) => encryptField(plain, key),
    encryptCode: (code) => encryptCode(code, key),
  };
}
