import { z } from 'zod';
import { EmptyRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { Banner, CourseCard } from './home.js';

/**
 * A dated item of the member page: a member activity, a 半月谈 talk or a member live session.
 * Whether it is upcoming, running or over is the reader's clock's business: the answer is cached.
 */
export const MemberProgramme = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  picCover: z.string(),
  lecturerName: z.string().nullable(),
  lecturerAvatar: z.string().nullable(),
  /** Where an activity takes place (a venue or 线上); null for talks and live sessions. */
  location: z.string().nullable(),
  /** ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Sign-ups of an activity, bookings of a live session, listeners of a talk. */
  audienceCount: z.number().int(),
});
export type MemberProgramme = z.infer<typeof MemberProgramme>;

/** A lecturer who teaches courses members study free or at a member price. */
export const MemberTeacher = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  /** The lecturer's listed member courses. */
  courseCount: z.number().int(),
  learnerCount: z.number().int(),
});
export type MemberTeacher = z.infer<typeof MemberTeacher>;

export const MemberPage = z.object({
  /** The member page's carousel (its 7.1.19/swiper component). */
  banners: z.array(Banner),
  /** Courses members study free: VIP-only ones (charge 2) and paid ones free for members (vipCharge 0). */
  freeCourses: z.array(CourseCard),
  /** Running and upcoming first (soonest first), then past ones (latest first). */
  activities: z.array(MemberProgramme),
  /** Latest first. */
  banyueTalks: z.array(MemberProgramme),
  /** Running and upcoming first (soonest first), then replays (latest first). */
  liveSessions: z.array(MemberProgramme),
  teachers: z.array(MemberTeacher),
});
export type MemberPage = z.infer<typeof MemberPage>;

/**
 * Everything on the member page that is the same for every reader, in one cached answer. The
 * reader's own status and the plans on sale come from `vip/detail`.
 */
export const memberPage = endpoint({
  path: '/api/front/member/page',
  access: 'public',
  request: EmptyRequest,
  response: MemberPage,
  cacheSeconds: 60,
});
