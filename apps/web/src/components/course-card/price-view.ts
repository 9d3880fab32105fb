import type { CourseCard } from '@zhixue/contract';
import { formatPrice } from '@/lib/format';

export type PriceKind = 'free' | 'vip-only' | 'paid' | 'vip-free' | 'vip-price';

/** What a course card shows in its price line, decided from the card and the viewer's membership. */
export interface PriceView {
  kind: PriceKind;
  /** The price the viewer pays (or 免费 / 会员专享 / 会员免费). */
  main: string;
  /** A struck-through earlier price. */
  original?: string;
  /** The member benefit, for viewers who are not members. */
  hint?: string;
}

type PricedCard = Pick<CourseCard, 'charge' | 'price' | 'vip' | 'vipCharge' | 'vipPrice' | 'linePrice'>;

/**
 * Spec sections 3, 4 and 6: charge 0 is free, charge 2 is for members only; a paid course with
 * vip 1 has a member benefit (vipCharge 1 a member price, 0 free for members). Members see the
 * member price; others see the normal price with the benefit as a hint.
 */
export function priceView(card: PricedCard, viewerIsVip: boolean): PriceView {
  if (card.charge === 2) return { kind: 'vip-only', main: '会员专享' };
  if (card.charge === 0 || card.price === 0) return { kind: 'free', main: '免费' };

  const struck = card.linePrice > card.price ? formatPrice(card.linePrice) : undefined;
  if (card.vip !== 1) return { kind: 'paid', main: formatPrice(card.price), original: struck };

  const memberFree = card.vipCharge === 0;
  if (viewerIsVip) {
    return memberFree
      ? { kind: 'vip-free', main: '会员免费', original: formatPrice(card.price) }
      : { kind: 'vip-price', main: formatPrice(card.vipPrice), original: formatPrice(card.price) };
  }
  return {
    kind: 'paid',
    main: formatPrice(card.price),
    original: struck,
    hint: memberFree ? '会员免费' : `会员价 ${formatPrice(card.vipPrice)}`,
  };
}
