import { describe, expect, it } from 'vitest';
import { priceView } from './price-view';

const paid = { charge: 1, price: 19900, vip: 0, vipCharge: 0, vipPrice: 0, linePrice: 0 } as const;

describe('priceView', () => {
  it('shows 免费 for free courses', () => {
    expect(priceView({ ...paid, charge: 0, price: 0 }, false)).toEqual({ kind: 'free', main: '免费' });
    expect(priceView({ ...paid, price: 0 }, false).main).toBe('免费');
  });

  it('shows 会员专享 for member-only courses', () => {
    expect(priceView({ ...paid, charge: 2 }, false)).toEqual({ kind: 'vip-only', main: '会员专享' });
    expect(priceView({ ...paid, charge: 2 }, true).main).toBe('会员专享');
  });

  it('shows the price in yuan, with the original price when higher', () => {
    expect(priceView(paid, false)).toEqual({ kind: 'paid', main: '¥199', original: undefined });
    expect(priceView({ ...paid, linePrice: 29900 }, false)).toEqual({
      kind: 'paid',
      main: '¥199',
      original: '¥299',
    });
  });

  it('hints the member benefit to others', () => {
    expect(priceView({ ...paid, vip: 1, vipCharge: 1, vipPrice: 9950 }, false)).toMatchObject({
      main: '¥199',
      hint: '会员价 ¥99.5',
    });
    expect(priceView({ ...paid, vip: 1, vipCharge: 0 }, false)).toMatchObject({
      main: '¥199',
      hint: '会员免费',
    });
  });

  it('gives members their price', () => {
    expect(priceView({ ...paid, vip: 1, vipCharge: 1, vipPrice: 9900 }, true)).toEqual({
      kind: 'vip-price',
      main: '¥99',
      original: '¥199',
    });
    expect(priceView({ ...paid, vip: 1, vipCharge: 0 }, true)).toEqual({
      kind: 'vip-free',
      main: '会员免费',
      original: '¥199',
    });
  });
});
