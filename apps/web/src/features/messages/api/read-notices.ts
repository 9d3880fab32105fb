import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NoticeCategory, noticeReadAll, noticeView } from '@zhixue/contract';
import { call } from '@/lib/api';
import { MESSAGES_KEY } from './get-unread-count';

/** `user/notice/view`: one notice read; the counts and lists are asked again. */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: { category: NoticeCategory; id: number }) => call(noticeView, notice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** Every notice of a category read, or all of them without one. */
export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category?: NoticeCategory) => call(noticeReadAll, category ? { category } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
