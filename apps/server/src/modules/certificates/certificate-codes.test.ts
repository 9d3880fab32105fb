import { describe, expect, it } from 'vitest';
import { formatCertificateCode, newCertificateCode, parseCertificateCode } from './certificate-codes.js';

describe('certificate codes', () => {
  it('are 16 characters of Crockford base 32 (80 bits), none repeated, shown as ZX- and four groups', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    // Every position takes every symbol: no fixed or sequential part.
    const symbolsAtFirst = new Set(codes.map((code) => code[0]));
    expect(symbolsAtFirst.size).toBe(32);
    expect(formatCertificateCode('ABCD2345EFGH6789')).toBe('ZX-ABCD-2345-EFGH-6789');
  });

  it('read back as typed: any case, with or without prefix, spaces and dashes, look-alike letters as digits', () => {
    expect(parseCertificateCode('ZX-ABCD-2345-EFGH-6789')).toBe('ABCD2345EFGH6789');
    expect(parseCertificateCode(' zx abcd 2345 efgh 6789 ')).toBe('ABCD2345EFGH6789');
    expect(parseCertificateCode('abcd2345efgh6789')).toBe('ABCD2345EFGH6789');
    expect(parseCertificateCode('ZX-0OIL-2345-EFGH-6789')).toBe('00112345EFGH6789');
    for (const wrong of [
      '',
      'ZX-',
      'ABCD2345EFGH678',
      'ABCD2345EFGH67890',
      'ABCD2345EFGH678U',
      '%00',
      '１２３',
    ]) {
      expect(parseCertificateCode(wrong)).toBeNull();
    }
  });
});
