import { randomBytes } from 'node:crypto';

/**
 * Certificate codes: 80 bits from the operating system's random source, written in Crockford's base
 * 32 (digits and letters without I, L, O and U, which a reader mistakes for 1, 1, 0 and V), 16
 * characters shown as `ZX-XXXX-XXXX-XXXX-XXXX`. Nothing in a code follows from another one: peers
 * print 6 to 10 digit serials, which anyone can count through.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_BYTES = 10;
const CODE_LENGTH = 16;
const PREFIX = 'ZX';

/** A new code as stored: 16 characters, no prefix, no dashes. */
export function newCertificateCode(): string {
  const bytes = randomBytes(RANDOM_BYTES);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** The printed form: `ZX-` and four groups of four. */
export function formatCertificateCode(stored: string): string {
  return `${PREFIX}-${stored.match(/.{4}/g)?.join('-') ?? stored}`;
}

/** Letters a person may type for a digit, read the way Crockford's base 32 reads them. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * The stored form of a code as a person typed or a QR code carried it (any case, with or without the
 * prefix, spaces and dashes), or null when it cannot be one.
 */
export function parseCertificateCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length === PREFIX.length + CODE_LENGTH && compact.startsWith(PREFIX)) {
    compact = compact.slice(PREFIX.length);
  }
  if (compact.length !== CODE_LENGTH) return null;
  const normalised = compact.replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(normalised) ? normalised : null;
}
