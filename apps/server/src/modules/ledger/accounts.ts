/** The ledger's accounts, and how the console names them. */
export const SALES = 'sales';
export const COUPON_SUBSIDY = 'marketing:coupons';
export const cashAt = (channel: string): string => `cash:${channel}`;

const CHANNEL_NAMES: Record<string, string> = { wx: '微信支付', ali: '支付宝', peiban: '对公转账' };

export function accountLabel(account: string): string {
  if (account === SALES) return '课程销售收入';
  if (account === COUPON_SUBSIDY) return '优惠券补贴';
  if (account.startsWith('cash:')) {
    const channel = account.slice('cash:'.length);
    return `资金 · ${CHANNEL_NAMES[channel] ?? channel}`;
  }
  return account;
}
