import { formatDate } from '@/lib/date-format';
import type { UserAssets } from '../api/get-assets';

export interface MembershipSummary {
  title: 'VIP会员' | '普通学员';
  text: string;
  /** Days left, for a member only (a day begun counts, as the server counts it). */
  daysLeft: number | null;
  /** The button to the member page: a learner who was a member renews. */
  action: '续费会员' | '开通会员';
}

/**
 * 会员权益's card: a member sees the end and the days left, a lapsed member when it ended, a learner
 * who never was one what membership offers (the spec's 200+ selected courses).
 */
export function membershipSummary(
  assets: Pick<UserAssets, 'vip' | 'vipExpiresAt' | 'vipDaysLeft'>,
): MembershipSummary {
  const ends = assets.vipExpiresAt ? formatDate(assets.vipExpiresAt) : null;
  if (assets.vip === 1) {
    return {
      title: 'VIP会员',
      text: ends ? `会员有效期至 ${ends}` : '会员权益生效中',
      daysLeft: assets.vipDaysLeft,
      action: '续费会员',
    };
  }
  if (ends) {
    return {
      title: '普通学员',
      text: `会员已于 ${ends} 到期，续费后权益立即恢复`,
      daysLeft: null,
      action: '续费会员',
    };
  }
  return {
    title: '普通学员',
    text: '开通会员，200+精选课程免费学，付费课程享会员价',
    daysLeft: null,
    action: '开通会员',
  };
}
