import { useQuery } from '@tanstack/react-query';
import {
  adminLiveCancel,
  adminLiveCommentDelete,
  adminLiveCommentList,
  adminLiveCommentSetHidden,
  adminLiveCreate,
  adminLiveList,
  adminLiveUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const LIVES = ['lives'] as const;

export const useLiveList = (query: RequestOf<typeof adminLiveList>) =>
  useQuery(apiPageQuery(LIVES, adminLiveList, query));
export const useLiveCreate = () => useApiMutation(adminLiveCreate, [LIVES]);
export const useLiveUpdate = () => useApiMutation(adminLiveUpdate, [LIVES]);
export const useLiveCancel = () => useApiMutation(adminLiveCancel, [LIVES]);

const LIVE_COMMENTS = ['live-comments'] as const;
/** How often the moderation list follows a running live's comments. */
const FOLLOW_MS = 5_000;

/** A live's comments, newest first; followed while the live is on, read only while the dialog is open. */
export const useLiveComments = (
  query: RequestOf<typeof adminLiveCommentList>,
  { open, following }: { open: boolean; following: boolean },
) =>
  useQuery({
    ...apiPageQuery(LIVE_COMMENTS, adminLiveCommentList, query),
    enabled: open,
    refetchInterval: following ? FOLLOW_MS : false,
  });
export const useLiveCommentSetHidden = () => useApiMutation(adminLiveCommentSetHidden, [LIVE_COMMENTS]);
export const useLiveCommentDelete = () => useApiMutation(adminLiveCommentDelete, [LIVE_COMMENTS]);
