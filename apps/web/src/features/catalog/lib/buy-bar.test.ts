import type { CourseDetail } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { buyBarState } from './buy-bar';

type Detail = Parameters<typeof buyBarState>[0];

function detail(over: Partial<CourseDetail> = {}): Detail {
  return {
    type: 1,
    buy: 0,
    charge: 1,
    price: 19900,
    vip: 0,
    vipCharge: 1,
    vipPrice: 9900,
    linePrice: 29900,
    study: 0,
    canStudy: false,
    activityProductDetail: null,
    ...over,
  };
}

const labels = (d: Detail, vip = false) => buyBarState(d, vip).actions.map((a) => a.label);

describe('buyBarState', () => {
  it('bought single course: start or continue learning', () => {
    expect(labels(detail({ buy: 1, canStudy: true }))).toEqual(['立即学习']);
    expect(labels(detail({ buy: 1, study: 1, canStudy: true }))).toEqual(['继续学习']);
    expect(buyBarState(detail({ buy: 1 }), false).price).toBeNull();
  });
  it('bought bundle: disabled 已购买', () => {
    const state = buyBarState(detail({ type: 2, buy: 1, study: 1 }), false);
    expect(state.actions).toEqual([
      { key: 'bought', label: '已购买', kind: 'none', primary: true, disabled: true },
    ]);
  });
  it('charge 2: 开通会员, or 立即学习 for a member who may study', () => {
    const state = buyBarState(detail({ charge: 2 }), false);
    expect(state.actions.map((a) => [a.label, a.kind])).toEqual([['开通会员', 'member']]);
    expect(state.price?.main).toBe('会员专享');
    expect(labels(detail({ charge: 2, canStudy: true }), true)).toEqual(['立即学习']);
  });
  it('charge 1: 立即购买 with the struck line price', () => {
    const state = buyBarState(detail(), false);
    expect(state.actions.map((a) => [a.label, a.kind])).toEqual([['立即购买', 'order']]);
    expect(state.price).toMatchObject({ main: '¥199', original: '¥299' });
  });
  it('charge 1 with a member price: entry for non-members, the member price for members', () => {
    expect(labels(detail({ vip: 1, vipCharge: 1 }))).toEqual(['立即购买', '会员价 ¥99']);
    expect(buyBarState(detail({ vip: 1, vipCharge: 1 }), false).price?.hint).toBe('会员价 ¥99');
    const member = buyBarState(detail({ vip: 1, vipCharge: 1 }), true);
    expect(member.actions.map((a) => a.label)).toEqual(['立即购买']);
    expect(member.price).toMatchObject({ main: '¥99', original: '¥199' });
  });
  it('charge 1 free for members: 会员免费学 entry, 立即学习 for a member', () => {
    expect(labels(detail({ vip: 1, vipCharge: 0 }))).toEqual(['立即购买', '会员免费学']);
    expect(labels(detail({ vip: 1, vipCharge: 0, canStudy: true }), true)).toEqual(['立即学习']);
  });
  it('charge 0: 免费学习', () => {
    const state = buyBarState(detail({ charge: 0, price: 0, canStudy: true }), false);
    expect(state.actions.map((a) => [a.label, a.kind])).toEqual([['免费学习', 'study']]);
    expect(state.price?.main).toBe('免费');
  });
  it('a running activity shows the activity price', () => {
    const state = buyBarState(
      detail({
        activityProductDetail: { activityId: 1, activityPrice: 14900, endTime: '2027-01-01 00:00:00' },
      }),
      false,
    );
    expect(state.price).toMatchObject({ main: '¥149', original: '¥299', activity: true });
    expect(state.actions[0]?.kind).toBe('order');
  });
});
