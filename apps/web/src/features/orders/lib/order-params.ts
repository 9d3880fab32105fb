import { type OrderType, ProductTypes } from '@zhixue/contract';
import { parseId } from '@/lib/parse-id';

/** What the order page buys, read from /order/:id?type=&activityId=&trainId=&orderNo=. */
export interface OrderPageTarget {
  id: number;
  type: OrderType;
  activityId?: number;
  trainId?: number;
  /** 立即抢购: the flash sale whose unit the order takes, at its sale price. */
  flashSaleId?: number;
  /** 发起拼团 / 参与拼团: the group offer started, or the group joined. */
  groupOfferId?: number;
  groupId?: number;
  /** The coupon chosen on the page (0 for none; left out, the server applies the best). Never in the address. */
  couponId?: number;
}

export type OrderPageParams =
  | {
      ok: true;
      target: OrderPageTarget;
      /** Set once the order exists (after 提交订单, back from Alipay, 去支付 in the orders list). */
      orderNo?: string;
    }
  | { ok: false; reason: string };

const ORDER_TYPES: Record<string, OrderType> = { '1': 1, '2': 2, '8': 8, '9': 9 };
/** The server's order number format (contract orderDetail1). */
const ORDER_NO = /^[A-Za-z0-9]{6,32}$/;

/** An optional id: absent is fine, present must be a valid id. */
function optionalId(text: string | null): { ok: boolean; value?: number } {
  if (text === null || text === '') return { ok: true };
  const value = parseId(text);
  return value === undefined ? { ok: false } : { ok: true, value };
}

/**
 * Reads the order page's address. Anything malformed (type=abc, id=-1, a trainId on a course) is
 * refused here with a reason to show, before any call: the page says the link is wrong rather than
 * asking the server about it.
 */
export function readOrderParams(idText: string | undefined, search: URLSearchParams): OrderPageParams {
  const id = parseId(idText);
  if (id === undefined) return { ok: false, reason: '商品编号不正确' };
  const type = ORDER_TYPES[search.get('type') ?? ''];
  if (type === undefined) return { ok: false, reason: '商品类型不正确' };
  const activityId = optionalId(search.get('activityId'));
  if (!activityId.ok) return { ok: false, reason: '活动编号不正确' };
  const trainId = optionalId(search.get('trainId'));
  if (!trainId.ok || (trainId.value !== undefined && type !== ProductTypes.CAMP)) {
    return { ok: false, reason: '训练营期次不正确' };
  }
  const flashSaleId = optionalId(search.get('flashSaleId'));
  if (!flashSaleId.ok) return { ok: false, reason: '秒杀活动编号不正确' };
  const groupOfferId = optionalId(search.get('groupOfferId'));
  const groupId = optionalId(search.get('groupId'));
  if (!groupOfferId.ok || !groupId.ok) return { ok: false, reason: '拼团编号不正确' };
  const orderNo = search.get('orderNo');
  if (orderNo !== null && !ORDER_NO.test(orderNo)) return { ok: false, reason: '订单号不正确' };

  const target: OrderPageTarget = { id, type };
  if (activityId.value !== undefined) target.activityId = activityId.value;
  if (trainId.value !== undefined) target.trainId = trainId.value;
  if (groupOfferId.value !== undefined) target.groupOfferId = groupOfferId.value;
  if (groupId.value !== undefined) target.groupId = groupId.value;
  if (flashSaleId.value !== undefined) target.flashSaleId = flashSaleId.value;
  return orderNo === null ? { ok: true, target } : { ok: true, target, orderNo };
}

/** The order page of a product: /order/{id}?type=(&trainId=)(&orderNo=). */
export function orderPageHref(
  order: { productId: number; type: OrderType; trainId: number | null },
  orderNo?: string,
): string {
  const query = new URLSearchParams({ type: String(order.type) });
  if (order.trainId !== null) query.set('trainId', String(order.trainId));
  if (orderNo) query.set('orderNo', orderNo);
  return `/order/${order.productId}?${query}`;
}
