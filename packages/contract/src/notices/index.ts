import { campNotices } from './camps.js';
import { certificateNotices } from './certificates.js';
import { courseworkNotices } from './coursework.js';
import type { LearnerNoticeCategory, NoticeText } from './define.js';
import { enterpriseNotices } from './enterprise.js';
import { examNotices } from './exams.js';
import { groupNotices } from './group-buying.js';
import { liveNotices } from './live.js';
import { marketingNotices } from './marketing.js';
import { membershipNotices } from './membership.js';
import { orderNotices } from './orders.js';

export type { LearnerNoticeCategory, NoticeEntry, NoticeText } from './define.js';

/** Every area's kinds of notices; a kind may stand in one area only (the contract test checks). */
export const noticeAreas = {
  orders: orderNotices,
  groups: groupNotices,
  membership: membershipNotices,
  camps: campNotices,
  exams: examNotices,
  coursework: courseworkNotices,
  live: liveNotices,
  enterprise: enterpriseNotices,
  certificates: certificateNotices,
  marketing: marketingNotices,
} as const;

/** Every kind of notice the server tells a learner: its category and its wording. */
export const noticeCatalogue = {
  ...orderNotices,
  ...groupNotices,
  ...membershipNotices,
  ...campNotices,
  ...examNotices,
  ...courseworkNotices,
  ...liveNotices,
  ...enterpriseNotices,
  ...certificateNotices,
  ...marketingNotices,
};

export type NoticeKind = keyof typeof noticeCatalogue;

/** The values a kind's text is made from. */
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof noticeCatalogue)[K]['text']>[0];

/** A notice of `kind` as the learner reads it, with the category it is listed under. */
export function describeNotice<K extends NoticeKind>(
  kind: K,
  params: NoticeParams<K>,
): NoticeText & { category: LearnerNoticeCategory } {
  const { category, text } = noticeCatalogue[kind];
  // Each kind's text takes its own parameters; TypeScript cannot pair the two through the index.
  return { category, ...(text as (given: NoticeParams<K>) => NoticeText)(params) };
}
