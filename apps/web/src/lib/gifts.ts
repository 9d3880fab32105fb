/** What each login gift is called (spec section 4: type 1 for a new user, 2 for a returning one). */
export const GIFT_NAMES: Record<1 | 2, string> = { 1: '新人礼包', 2: '回归礼包' };

/** The name of a gift of any type the server records; one it has no name for is a 登录礼包. */
export function giftName(type: number): string {
  return type === 1 || type === 2 ? GIFT_NAMES[type] : '登录礼包';
}
