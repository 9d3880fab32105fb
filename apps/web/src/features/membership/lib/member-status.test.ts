import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  memberRights,
  memberStatus,
  planOrderHref,
  pricePerDay,
  recommendedPlanId,
} from './member-status';

describe('memberStatus', () => {
  it('tells a visitor, a learner, a lapsed member and a member apart', () => {
    const expiry = '2027-06-30T15:59:59.000Z';
    expect(memberStatus(false, { vip: 1, vipExpiresAt: expiry })).toEqual({ kind: 'visitor' });
    expect(memberStatus(true, { vip: 0, vipExpiresAt: null })).toEqual({ kind: 'learner' });
    expect(memberStatus(true, { vip: 0, vipExpiresAt: expiry })).toEqual({
      kind: 'lapsed',
      expiredOn: '2027-06-30',
    });
    expect(memberStatus(true, { vip: 1, vipExpiresAt: expiry })).toEqual({
      kind: 'member',
      expiresOn: '2027-06-30',
    });
  });

  it('does not call a member without a readable expiry a member', () => {
    expect(memberStatus(true, { vip: 1, vipExpiresAt: 'garbage' })).toEqual({ kind: 'learner' });
  });
});

describe('plans', () => {
  const month = {
    id: 1,
    name: '月度会员',
    durationDays: 31,
    price: 4900,
    linePrice: 6900,
    benefits: ['A', 'B'],
  };
  const quarter = {
    id: 2,
    name: '季度会员',
    durationDays: 92,
    price: 12900,
    linePrice: 19900,
    benefits: ['A', 'B', 'C'],
  };
  const year = {
    id: 3,
    name: '年度会员',
    durationDays: 366,
    price: 39900,
    linePrice: 69900,
    benefits: ['A', 'C', 'D'],
  };
  const plans = [month, quarter, year];

  it('orders a plan as a membership order (type 9)', () => {
    expect(planOrderHref(3)).toBe('/order/3?type=9');
  });

  it('spreads the price over the days, rounding up to the fen', () => {
    expect(pricePerDay(year)).toBe(110);
    expect(pricePerDay({ price: 100, durationDays: 0 })).toBe(100);
  });

  it('computes the saving against the line price', () => {
    expect(discountPercent(year)).toBe(43);
    expect(discountPercent({ price: 5000, linePrice: 5000 })).toBe(0);
    expect(discountPercent({ price: 5000, linePrice: 0 })).toBe(0);
  });

  it('recommends the cheapest plan per day', () => {
    expect(recommendedPlanId(plans)).toBe(3);
    expect(recommendedPlanId([])).toBeNull();
  });

  it('lists every right once, with the plans that grant it when not all do', () => {
    expect(memberRights(plans)).toEqual([
      { name: 'A', onlyIn: [] },
      { name: 'B', onlyIn: ['月度会员', '季度会员'] },
      { name: 'C', onlyIn: ['季度会员', '年度会员'] },
      { name: 'D', onlyIn: ['年度会员'] },
    ]);
  });
});
