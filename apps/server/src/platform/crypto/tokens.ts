import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Letters and digits without the look-alikes (0/O, 1/I/L): 12 of them are 60 random bits. */
const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code a person reads or types (a coupon's 兑换码, a share link's code), unguessable at 12 characters. */
export function newReadableCode(length = 12): string {
  return Array.from({ length }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join('');
}

/** Keyed hash for stored secrets (session tokens, SMS codes): a leaked table cannot be replayed. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
