import type { Banner, MemberPage, MemberProgramme } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { listMemberFreeCourses } from './member-free-courses.js';
import { listMemberProgrammes } from './member-programmes.js';
import { listMemberTeachers } from './member-teachers.js';

/** How many items each section of the member page shows. */
const MEMBER_PAGE_LIMITS = { courses: 8, programmes: 4, teachers: 8 } as const;

/**
 * The member page's carousel. Banners belong to marketing, which depends on membership (gifts extend
 * a VIP), so app.ts hands marketing's reader in rather than membership importing it.
 */
export type MemberBannerReader = () => Promise<Banner[]>;

/** The members' lives (the live module sits above membership: app.ts hands its reader in). */
export type MemberLiveReader = (limit: number) => Promise<MemberProgramme[]>;

/** The member page's shared content in one answer (cached by the route recipe for everyone). */
export async function loadMemberPage(
  db: Database,
  readBanners: MemberBannerReader,
  readLives: MemberLiveReader,
): Promise<MemberPage> {
  const [banners, freeCourses, programmes, liveSessions, teachers] = await Promise.all([
    readBanners(),
    listMemberFreeCourses(db, MEMBER_PAGE_LIMITS.courses),
    listMemberProgrammes(db, MEMBER_PAGE_LIMITS.programmes),
    readLives(MEMBER_PAGE_LIMITS.programmes),
    listMemberTeachers(db, MEMBER_PAGE_LIMITS.teachers),
  ]);
  return {
    banners,
    freeCourses,
    activities: programmes.activity,
    banyueTalks: programmes.banyue,
    liveSessions,
    teachers,
  };
}
