import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReferralProductType,
  referralCommissions,
  referralLink,
  referralLinks,
  referralSummary,
  referralWithdraw,
} from '@zhixue/contract';
import { call } from '@/lib/api';

export const REFERRAL_PAGE_SIZE = 10;

export function useReferralSummary() {
  return useQuery({
    queryKey: ['referrals', 'summary'],
    queryFn: ({ signal }) => call(referralSummary, {}, { signal }),
    meta: { silentError: true },
  });
}

export function useOwnCommissions(pageCurrent: number) {
  return useQuery({
    queryKey: ['referrals', 'commissions', pageCurrent],
    queryFn: ({ signal }) =>
      call(referralCommissions, { pageCurrent, pageSize: REFERRAL_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useOwnLinks(pageCurrent: number) {
  return useQuery({
    queryKey: ['referrals', 'links', pageCurrent],
    queryFn: ({ signal }) => call(referralLinks, { pageCurrent, pageSize: REFERRAL_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** 分享赚佣金: the learner's link of a product (made at the first ask). */
export function useShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { productType: ReferralProductType; productId: number }) =>
      call(referralLink, product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['referrals', 'links'] }),
  });
}

/** 申请提现 moves money between the figures: every referral query is asked again. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => call(referralWithdraw, { amount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['referrals'] }),
  });
}
