import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { groupDetail, groupMine, groupOffer, type OrderType } from '@zhixue/contract';
import { call } from '@/lib/api';

export const MY_GROUPS_PAGE_SIZE = 10;

/** `group/offer`: the product's group offer running now, with the groups open to join. */
export function useGroupOffer(product: { productType: OrderType; productId: number }, viewer: number) {
  return useQuery({
    queryKey: ['groups', 'offer', product, viewer],
    queryFn: ({ signal }) => call(groupOffer, product, { signal }),
    // The page is about the course: a failed read shows no group offer rather than an error.
    meta: { silentError: true },
  });
}

/** `group/detail`: a group's share page, asked again every 15 seconds while it is open. */
export function useGroup(id: number, viewer: number) {
  return useQuery({
    queryKey: ['groups', 'detail', id, viewer],
    queryFn: ({ signal }) => call(groupDetail, { id }, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 15_000 : false),
    meta: { silentError: true },
    retry: false,
  });
}

/** `group/mine`: 我的拼团. */
export function useMyGroups(pageCurrent: number) {
  return useQuery({
    queryKey: ['groups', 'mine', pageCurrent],
    queryFn: ({ signal }) => call(groupMine, { pageCurrent, pageSize: MY_GROUPS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The order page of a group purchase: starting a group of an offer, or joining a group. */
export const startGroupHref = (offer: { productType: number; productId: number; offerId: number }) =>
  `/order/${offer.productId}?type=${offer.productType}&groupOfferId=${offer.offerId}`;
export const joinGroupHref = (group: { productType: number; productId: number; groupId: number }) =>
  `/order/${group.productId}?type=${group.productType}&groupId=${group.groupId}`;
export const groupHref = (groupId: number) => `/group/${groupId}`;
