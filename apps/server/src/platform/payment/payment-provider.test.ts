import { describe, expect, it } from 'vitest';
import { alipaySigningString } from './alipay.js';
import { centsToYuan, yuanToCents } from './payment-provider.js';

describe('payment formats', () => {
  it('turns cents into Alipay yuan and back without floating point', () => {
    expect([0, 1, 10, 99, 100, 14_900, 123_456_789].map(centsToYuan)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.99',
      '1.00',
      '149.00',
      '1234567.89',
    ]);
    expect(['0.01', '0.1', '149', '149.00', '1234567.89'].map(yuanToCents)).toEqual([
      1, 10, 14_900, 14_900, 123_456_789,
    ]);
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', '0x10', '1.'])
      expect(yuanToCents(bad)).toBeNull();
  });

  it("builds Alipay's signing string: sorted, empty values and the signature left out", () => {
    expect(alipaySigningString({ sign: 'x', b: '2', a: '1', c: '', sign_type: 'RSA2' })).toBe(
      'a=1&b=2&sign_type=RSA2',
    );
    expect(alipaySigningString({ sign: 'x', b: '2', sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe('b=2');
  });
});
