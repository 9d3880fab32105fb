import type { NoticeCategory } from '../messages.js';

/** The message centre's categories of notices to one learner; announcements are broadcasts, not notices. */
export type LearnerNoticeCategory = Exclude<NoticeCategory, 'announcement'>;

/** What the learner reads in the message centre, and the site path the notice opens (if any). */
export interface NoticeText {
  title: string;
  body: string;
  link: string | null;
}

/**
 * One kind of notice: the message centre's category it is listed under, and its Chinese text made
 * from the kind's parameters, whose type is that of `text`'s argument.
 */
export interface NoticeEntry {
  category: LearnerNoticeCategory;
  text(params: never): NoticeText;
}

/** Keeps each area's kinds literal, so that every kind's parameters stay typed. */
export function defineNotices<const T extends Record<string, NoticeEntry>>(notices: T): T {
  return notices;
}
