import type { MemberPage } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { listBanners } from '../marketing/index.js';
import { listMemberFreeCourses } from './member-free-courses.js';
import { listMemberProgrammes } from './member-programmes.js';
import { listMemberTeachers } from './member-teachers.js';

/** How many items each section of the member page shows. */
const MEMBER_PAGE_LIMITS = { courses: 8, programmes: 4, teachers: 8 } as const;

/** The member page's shared content in one answer (cached by the route recipe for everyone). */
export async function loadMemberPage(db: Database): Promise<MemberPage> {
  const [banners, freeCourses, programmes, teachers] = await Promise.all([
    listBanners(db, 'member'),
    listMemberFreeCourses(db, MEMBER_PAGE_LIMITS.courses),
    listMemberProgrammes(db, MEMBER_PAGE_LIMITS.programmes),
    listMemberTeachers(db, MEMBER_PAGE_LIMITS.teachers),
  ]);
  return {
    banners,
    freeCourses,
    activities: programmes.activity,
    banyueTalks: programmes.banyue,
    liveSessions: programmes.live,
    teachers,
  };
}
