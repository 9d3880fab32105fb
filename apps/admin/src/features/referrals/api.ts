import { useQuery } from '@tanstack/react-query';
import {
  adminReferralCommissions,
  adminReferralRateSet,
  adminReferralRates,
  adminReferralWithdrawalPay,
  adminReferralWithdrawalReject,
  adminReferralWithdrawals,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const RATES = ['referral-rates'] as const;
const COMMISSIONS = ['referral-commissions'] as const;
const WITHDRAWALS = ['referral-withdrawals'] as const;

export const useReferralRates = (query: RequestOf<typeof adminReferralRates>) =>
  useQuery(apiPageQuery(RATES, adminReferralRates, query));
export const useSetReferralRate = () => useApiMutation(adminReferralRateSet, [RATES]);
export const useReferralCommissions = (query: RequestOf<typeof adminReferralCommissions>) =>
  useQuery(apiPageQuery(COMMISSIONS, adminReferralCommissions, query));
export const useReferralWithdrawals = (query: RequestOf<typeof adminReferralWithdrawals>) =>
  useQuery(apiPageQuery(WITHDRAWALS, adminReferralWithdrawals, query));
export const usePayWithdrawal = () => useApiMutation(adminReferralWithdrawalPay, [WITHDRAWALS]);
export const useRejectWithdrawal = () => useApiMutation(adminReferralWithdrawalReject, [WITHDRAWALS]);
