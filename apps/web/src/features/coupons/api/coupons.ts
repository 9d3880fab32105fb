import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CouponTab,
  couponCentre,
  couponClaim,
  couponMine,
  couponRedeem,
  type ProductType,
} from '@zhixue/contract';
import { call } from '@/lib/api';

export const MY_COUPONS_PAGE_SIZE = 12;

/** A product's detail page asks for its coupons; the 领券中心 asks for all (no product). */
export interface CouponProduct {
  productType: ProductType | 9;
  productId: number;
}

export function couponCentreQueryOptions(product: CouponProduct | null, viewer: number) {
  return queryOptions({
    queryKey: ['coupons', 'centre', product, viewer],
    queryFn: ({ signal }) => call(couponCentre, product ?? {}, { signal }),
    meta: { silentError: true },
  });
}

export function useCouponCentre(product: CouponProduct | null, viewer: number) {
  return useQuery(couponCentreQueryOptions(product, viewer));
}

export function useMyCoupons(tab: CouponTab, pageCurrent: number) {
  return useQuery({
    queryKey: ['coupons', 'mine', tab, pageCurrent],
    queryFn: ({ signal }) =>
      call(couponMine, { tab, pageCurrent, pageSize: MY_COUPONS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** 领取 and 兑换 change what the learner holds: every coupon list is asked again. */
function useCouponMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

export const useClaimCoupon = () => useCouponMutation((batchId: number) => call(couponClaim, { batchId }));
export const useRedeemCode = () => useCouponMutation((code: string) => call(couponRedeem, { code }));
