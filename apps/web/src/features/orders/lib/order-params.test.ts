import { describe, expect, it } from 'vitest';
import { orderPageHref, readOrderParams } from './order-params';

const read = (id: string | undefined, query: string) => readOrderParams(id, new URLSearchParams(query));

describe('readOrderParams', () => {
  it('reads a course, a bundle with its activity, a camp term and a membership plan', () => {
    expect(read('10', 'type=1')).toEqual({ ok: true, target: { id: 10, type: 1 } });
    expect(read('103', 'type=2&activityId=1')).toEqual({
      ok: true,
      target: { id: 103, type: 2, activityId: 1 },
    });
    expect(read('1', 'type=8&trainId=11')).toEqual({ ok: true, target: { id: 1, type: 8, trainId: 11 } });
    expect(read('3', 'type=9')).toEqual({ ok: true, target: { id: 3, type: 9 } });
  });

  it('keeps the order number a provider returns with', () => {
    expect(read('10', 'type=1&orderNo=ZX20261121ABC123')).toEqual({
      ok: true,
      target: { id: 10, type: 1 },
      orderNo: 'ZX20261121ABC123',
    });
  });

  it('refuses hostile or broken addresses with a reason', () => {
    expect(read(undefined, 'type=1')).toEqual({ ok: false, reason: '商品编号不正确' });
    expect(read('-1', 'type=1')).toEqual({ ok: false, reason: '商品编号不正确' });
    expect(read('1e3', 'type=1').ok).toBe(false);
    expect(read('10', 'type=abc')).toEqual({ ok: false, reason: '商品类型不正确' });
    expect(read('10', '')).toEqual({ ok: false, reason: '商品类型不正确' });
    expect(read('10', 'type=3').ok).toBe(false);
    expect(read('10', 'type=1&activityId=x')).toEqual({ ok: false, reason: '活动编号不正确' });
    expect(read('10', 'type=1&trainId=11')).toEqual({ ok: false, reason: '训练营期次不正确' });
    expect(read('1', 'type=8&trainId=0').ok).toBe(false);
    expect(read('10', 'type=1&orderNo=<script>')).toEqual({ ok: false, reason: '订单号不正确' });
  });

  it('treats an empty optional value as absent', () => {
    expect(read('10', 'type=1&activityId=')).toEqual({ ok: true, target: { id: 10, type: 1 } });
  });
});

describe('orderPageHref', () => {
  it('builds the page of a product, with the term and the order number when known', () => {
    expect(orderPageHref({ productId: 10, type: 1, trainId: null })).toBe('/order/10?type=1');
    expect(orderPageHref({ productId: 1, type: 8, trainId: 11 }, 'ZX1234567')).toBe(
      '/order/1?type=8&trainId=11&orderNo=ZX1234567',
    );
  });
});
