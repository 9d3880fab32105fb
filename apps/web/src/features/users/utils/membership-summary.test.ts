import { describe, expect, it } from 'vitest';
import { membershipSummary } from './membership-summary';

describe('membershipSummary', () => {
  it('gives a member the end in China time and the days left', () => {
    // 16:30 UTC is already the next day in China.
    expect(membershipSummary({ vip: 1, vipExpiresAt: '2026-05-12T16:30:00.000Z', vipDaysLeft: 7 })).toEqual({
      title: 'VIP会员',
      text: '会员有效期至 2026-05-13',
      daysLeft: 7,
      action: '续费会员',
    });
  });

  it('tells a lapsed member when it ended, and offers to renew', () => {
    expect(membershipSummary({ vip: 0, vipExpiresAt: '2025-01-31T00:00:00.000Z', vipDaysLeft: 0 })).toEqual({
      title: '普通学员',
      text: '会员已于 2025-01-31 到期，续费后权益立即恢复',
      daysLeft: null,
      action: '续费会员',
    });
  });

  it('offers membership to a learner who never had it', () => {
    expect(membershipSummary({ vip: 0, vipExpiresAt: null, vipDaysLeft: 0 })).toMatchObject({
      title: '普通学员',
      daysLeft: null,
      action: '开通会员',
    });
  });
});
