/** The ledger's accounts, and how the console names them. */
export const SALES = 'sales';
export const COUPON_SUBSIDY = 'marketing:coupons';
export const cashAt = (channel: string): string => `cash:${channel}`;
/**
 * Referral commission (分销): what commissions cost the platform, and what it owes sharers while
 * frozen (the refund window), once available, and while a withdrawal waits for finance.
 */
export const COMMISSION_EXPENSE = 'marketing:commission';
export const COMMISSION_FROZEN = 'commission:frozen';
export const COMMISSION_AVAILABLE = 'commission:available';
export const COMMISSION_WITHDRAWING = 'commission:withdrawing';
/** Where withdrawals are paid from: the bank account that 对公转账 pays into. */
export const BANK = cashAt('peiban');

const NAMES: Record<string, string> = {
  [SALES]: '课程销售收入',
  [COUPON_SUBSIDY]: '优惠券补贴',
  [COMMISSION_EXPENSE]: '推广佣金支出',
  [COMMISSION_FROZEN]: '应付佣金 · 冻结中',
  [COMMISSION_AVAILABLE]: '应付佣金 · 可提现',
  [COMMISSION_WITHDRAWING]: '应付佣金 · 提现审核中',
};

const CHANNEL_NAMES: Record<string, string> = { wx: '微信支付', ali: '支付宝', peiban: '对公转账' };

export function accountLabel(account: string): string {
  const name = NAMES[account];
  if (name) return name;
  if (account.startsWith('cash:')) {
    const channel = account.slice('cash:'.length);
    return `资金 · ${CHANNEL_NAMES[channel] ?? channel}`;
  }
  return account;
}
