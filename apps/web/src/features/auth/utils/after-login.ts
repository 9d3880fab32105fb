import type { LoginParams } from '@zhixue/contract';
import { GIFT_NAMES } from '@/lib/gifts';

export type PendingGift = NonNullable<LoginParams['acquisitionUserFrontDTO']>;

/** Spec section 4: after a login, a gift whose status is 0 is offered; otherwise the page reloads. */
export function pendingGiftOf(params: Pick<LoginParams, 'acquisitionUserFrontDTO'>): PendingGift | null {
  const gift = params.acquisitionUserFrontDTO;
  return gift && gift.status === 0 ? gift : null;
}

/** What each gift is called; the days it grants come with the gift from the server. */
export const GIFT_OFFERS: Record<PendingGift['type'], { title: string; text: string }> = {
  1: { title: GIFT_NAMES[1], text: '欢迎来到知学，新人专享会员体验' },
  2: { title: GIFT_NAMES[2], text: '欢迎回来，为你准备了回归专享会员体验' },
};

/** Spec section 9: the gift confirmation shows for 2 s before the page reloads. */
export const GIFT_CONFIRM_MS = 2000;
