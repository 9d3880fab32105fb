import type { CouponOption, OrderSettlement, OrderType, PriceKind } from '@zhixue/contract';
import { formatChinaTime } from '../../platform/format/index.js';
import type { FlashHold } from '../flash-sales/index.js';
import type { GroupPrice } from '../group-buying/index.js';

/**
 * What a product costs this learner at this moment, before the choice of the price that applies:
 * the pricing of each product type fills one in, `settle` decides.
 */
export interface Offer {
  type: OrderType;
  id: number;
  /** The camp term (the order page's trainId); null for other products. */
  termId: number | null;
  name: string;
  picCover: string;
  termName: string | null;
  vipDays: number | null;
  linePrice: number;
  price: number;
  /** The member price, when the product has one. */
  vipPrice: number | null;
  /** The activity running now for the product, if any. */
  activity: { activityId: number; activityPrice: number; endAt: number } | null;
  /** A member studies it free: there is nothing to buy. */
  memberFree: boolean;
  /**
   * The learner holds no coupon usable now, as read with their flags for the product; false where
   * that was not read (camps, plans), so that their coupons are looked up.
   */
  holdsNoCoupon: boolean;
}

export interface Settled {
  offer: Offer;
  priceKind: PriceKind;
  amount: number;
  /** The group the order starts or joins (`priceKind` `group`). */
  group?: GroupPrice | undefined;
  /** The flash sale whose unit the order takes (`priceKind` `flash`). */
  flash?: FlashHold | undefined;
}

/** The lowest price that applies to the learner: list price, member price, running activity price. */
export function settle(offer: Offer, isVip: boolean): Settled {
  if (offer.memberFree && isVip) return { offer, priceKind: 'memberFree', amount: 0 };
  const candidates: Array<[PriceKind, number]> = [['price', offer.price]];
  if (isVip && offer.vipPrice !== null) candidates.push(['vip', offer.vipPrice]);
  if (offer.activity) candidates.push(['activity', offer.activity.activityPrice]);
  // Ties keep the earlier kind: the list price over a member price of the same amount.
  const [priceKind, amount] = candidates.reduce((best, next) => (next[1] < best[1] ? next : best));
  return { offer, priceKind, amount };
}

export function toSettlement(
  {
    offer,
    priceKind,
    amount,
    coupons,
    coupon,
    flash,
  }: Settled & {
    coupons: CouponOption[];
    coupon: { couponId: number; discount: number } | null;
  },
  isVip: boolean,
): OrderSettlement {
  return {
    type: offer.type,
    id: offer.id,
    trainId: offer.termId,
    name: offer.name,
    picCover: offer.picCover,
    termName: offer.termName,
    vipDays: offer.vipDays,
    linePrice: offer.linePrice,
    price: offer.price,
    vipPrice: offer.vipPrice,
    activity: offer.activity && {
      activityId: offer.activity.activityId,
      activityPrice: offer.activity.activityPrice,
      endTime: formatChinaTime(offer.activity.endAt),
    },
    isVip: isVip ? 1 : 0,
    priceKind,
    amount,
    payable: priceKind !== 'memberFree',
    coupons,
    couponId: coupon?.couponId ?? null,
    couponDiscount: coupon?.discount ?? 0,
    ...(flash ? { flashSale: flash.view } : {}),
  };
}
