import { describe, expect, it } from 'vitest';
import { memberPriceHint, originalPrice, priceLines } from './price-breakdown';

describe('priceLines', () => {
  it('shows the list price, the price paid and the saving', () => {
    expect(priceLines({ linePrice: 19900, price: 9900, amount: 9900, priceKind: 'price' })).toEqual([
      { key: 'original', label: '商品原价', value: '¥199.00' },
      { key: 'applied', label: '售价', value: '¥99.00', tone: undefined },
      { key: 'discount', label: '优惠', value: '-¥100.00', tone: 'discount' },
    ]);
  });

  it('names the member and the activity price', () => {
    const vip = priceLines({ linePrice: 69900, price: 49900, amount: 29900, priceKind: 'vip' });
    expect(vip[1]).toEqual({ key: 'applied', label: '会员价', value: '¥299.00', tone: 'vip' });
    expect(vip[2]?.value).toBe('-¥400.00');
    const activity = priceLines({ linePrice: 29900, price: 19900, amount: 14900, priceKind: 'activity' });
    expect(activity[1]).toMatchObject({ label: '活动价', value: '¥149.00', tone: 'activity' });
  });

  it('shows the price before the coupon, the coupon, and the whole saving', () => {
    expect(
      priceLines({ linePrice: 19900, price: 9900, amount: 8900, couponDiscount: 1000, priceKind: 'price' }),
    ).toEqual([
      { key: 'original', label: '商品原价', value: '¥199.00' },
      { key: 'applied', label: '售价', value: '¥99.00', tone: undefined },
      { key: 'coupon', label: '优惠券', value: '-¥10.00', tone: 'discount' },
      { key: 'discount', label: '优惠', value: '-¥110.00', tone: 'discount' },
    ]);
  });

  it('has one row when nothing is discounted', () => {
    expect(priceLines({ linePrice: 0, price: 4900, amount: 4900, priceKind: 'price' })).toEqual([
      { key: 'original', label: '商品原价', value: '¥49.00' },
    ]);
  });
});

describe('originalPrice', () => {
  it('is the line price, or the list price when no higher line price is set', () => {
    expect(originalPrice({ linePrice: 29900, price: 19900 })).toBe(29900);
    expect(originalPrice({ linePrice: 0, price: 4900 })).toBe(4900);
  });

  it('is the first row of the breakdown, so that the product line and the breakdown agree', () => {
    // Course 2 of the demo: list ¥199, line ¥299, a running activity at ¥149.
    const priced = { linePrice: 29900, price: 19900, amount: 14900, priceKind: 'activity' } as const;
    expect(priceLines(priced)[0]?.value).toBe('¥299.00');
    expect(originalPrice(priced)).toBe(29900);
  });
});

describe('memberPriceHint', () => {
  it('nudges a learner who would pay less as a member', () => {
    expect(memberPriceHint({ isVip: 0, vipPrice: 19900, amount: 29900 })).toBe('开通会员立享会员价 ¥199.00');
  });
  it('says nothing to members, without a member price, or when the price paid is lower', () => {
    expect(memberPriceHint({ isVip: 1, vipPrice: 19900, amount: 19900 })).toBeNull();
    expect(memberPriceHint({ isVip: 0, vipPrice: null, amount: 29900 })).toBeNull();
    expect(memberPriceHint({ isVip: 0, vipPrice: 19900, amount: 14900 })).toBeNull();
  });
});
