import { NOTICE_CATEGORIES, type NoticeCategory } from '@zhixue/contract';

export const isNoticeCategory = (value: string | null): value is NoticeCategory =>
  NOTICE_CATEGORIES.includes(value as NoticeCategory);

/**
 * The category the message centre shows: the one the address names, or else the first that holds
 * unread notices (the learner came for them), or 系统公告 when none does. Null while the unread counts
 * are still on their way, so the page does not open on one category only to jump to another.
 */
export function openingCategory(
  asked: string | null,
  unreadCounts: ReadonlyArray<{ category: NoticeCategory; unread: number }> | undefined,
): NoticeCategory | null {
  if (isNoticeCategory(asked)) return asked;
  if (!unreadCounts) return null;
  const unread = (category: NoticeCategory) =>
    unreadCounts.find((row) => row.category === category)?.unread ?? 0;
  return NOTICE_CATEGORIES.find((category) => unread(category) > 0) ?? 'announcement';
}
