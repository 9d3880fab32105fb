import { useQuery } from '@tanstack/react-query';
import {
  adminAnnouncementCreate,
  adminAnnouncementEnterprises,
  adminAnnouncementList,
  adminAnnouncementWithdraw,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

const ANNOUNCEMENTS = ['announcements'] as const;

export const useAnnouncementList = (query: RequestOf<typeof adminAnnouncementList>) =>
  useQuery(apiPageQuery(ANNOUNCEMENTS, adminAnnouncementList, query));
/** The enterprises an announcement may be addressed to. */
export const useAnnouncementEnterprises = () =>
  useQuery(apiQuery([...ANNOUNCEMENTS, 'enterprises'], adminAnnouncementEnterprises, {}));
export const useCreateAnnouncement = () => useApiMutation(adminAnnouncementCreate, [ANNOUNCEMENTS]);
export const useWithdrawAnnouncement = () => useApiMutation(adminAnnouncementWithdraw, [ANNOUNCEMENTS]);
