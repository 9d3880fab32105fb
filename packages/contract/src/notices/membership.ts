import { defineNotices } from './define.js';
import { MEMBER_PAGE } from './pages.js';

/** Membership granted by an operator (a complaint settled, a prize); bought membership is an order's. */
export const membershipNotices = defineNotices({
  vipGranted: {
    category: 'order',
    /** `until`: the last day of the membership, China date `YYYY-MM-DD`. */
    text: (grant: { days: number; reason: string; until: string }) => ({
      title: '会员已开通',
      body: `您获赠 ${grant.days} 天会员（${grant.reason}），会员有效期至 ${grant.until}。`,
      link: MEMBER_PAGE,
    }),
  },
});
