import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type NoticeCategory, noticeCategories, noticeList } from '@zhixue/contract';
import { call } from '@/lib/api';
import { MESSAGES_KEY } from './get-unread-count';

export const NOTICES_PAGE_SIZE = 10;

/** The categories of `/message` with their unread counts. */
export function useNoticeCategories() {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'categories'],
    queryFn: ({ signal }) => call(noticeCategories, {}, { signal }),
    meta: { silentError: true },
  });
}

/** One category's notices, newest first. */
export function useNotices(category: NoticeCategory, pageCurrent: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', category, pageCurrent],
    queryFn: ({ signal }) =>
      call(noticeList, { category, pageCurrent, pageSize: NOTICES_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
