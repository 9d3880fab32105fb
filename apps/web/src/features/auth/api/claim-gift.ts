import { useMutation } from '@tanstack/react-query';
import { acquisitionClaim } from '@zhixue/contract';
import { call } from '@/lib/api';
import { getSession, setSession } from '@/lib/session';

/**
 * `acquisition/claim`: grants the new-user or returning-user gift once. The gift is VIP time, so
 * the stored loginParams become a member's (header ring and badge, member prices after the reload).
 */
export async function claimGift(gift: { id: number; type: 1 | 2 }) {
  const granted = await call(acquisitionClaim, { id: gift.id, type: gift.type });
  const session = getSession();
  if (session) {
    setSession({
      ...session,
      vipFront: { ...session.vipFront, vip: 1 },
      acquisitionUserFrontDTO: { ...gift, status: 1 },
    });
  }
  return granted;
}

export function useClaimGift() {
  return useMutation({ mutationFn: claimGift });
}
