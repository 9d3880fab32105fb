import { useQuery } from '@tanstack/react-query';
import {
  adminGroupList,
  adminGroupOfferCreate,
  adminGroupOfferList,
  adminGroupOfferStop,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const GROUP_OFFERS = ['group-offers'] as const;

export const useGroupOffers = (query: RequestOf<typeof adminGroupOfferList>) =>
  useQuery(apiPageQuery(GROUP_OFFERS, adminGroupOfferList, query));
export const useOfferGroups = (query: RequestOf<typeof adminGroupList>) =>
  useQuery(apiPageQuery([...GROUP_OFFERS, 'groups'], adminGroupList, query));
export const useCreateGroupOffer = () => useApiMutation(adminGroupOfferCreate, [GROUP_OFFERS]);
export const useStopGroupOffer = () => useApiMutation(adminGroupOfferStop, [GROUP_OFFERS]);
