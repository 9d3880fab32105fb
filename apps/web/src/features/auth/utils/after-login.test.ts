import { describe, expect, it } from 'vitest';
import { GIFT_CONFIRM_MS, GIFT_OFFERS, pendingGiftOf } from './after-login';

describe('after a login', () => {
  it('offers a gift only when its status is 0', () => {
    expect(pendingGiftOf({ acquisitionUserFrontDTO: null })).toBeNull();
    expect(pendingGiftOf({ acquisitionUserFrontDTO: { id: 3, status: 1, type: 1, vipDays: 7 } })).toBeNull();
    expect(pendingGiftOf({ acquisitionUserFrontDTO: { id: 3, status: 0, type: 2, vipDays: 3 } })).toEqual({
      id: 3,
      status: 0,
      type: 2,
      vipDays: 3,
    });
  });

  it('names the new-user and the returning-user gift and confirms for 2 s', () => {
    expect(GIFT_OFFERS[1]).toMatchObject({ title: '新人礼包' });
    expect(GIFT_OFFERS[2]).toMatchObject({ title: '回归礼包' });
    expect(GIFT_CONFIRM_MS).toBe(2000);
  });
});
