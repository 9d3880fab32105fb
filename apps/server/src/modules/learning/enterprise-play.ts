import type { PlayAddress, PlayDetail } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { readCourseSections } from '../catalog/index.js';
import type { CourseAccess, CourseAccessReader } from './course-access.js';
import { type PlaySigning, sectionIn, signPlayAddress } from './play-address.js';
import { loadPlayDetail, type PlayDetailQuery } from './play-detail.js';

/**
 * The enterprise area's rule: a course plays there only when it is in the learner's enterprise
 * library (licensed directly or through a licensed bundle), and then every section does. Trial
 * sections of other courses do not: the area serves the enterprise's library and nothing else, and a
 * course outside it does not exist there (A0404, as for any enterprise query scoped by the enterprise).
 */
async function loadLibraryCourseAccess(
  accessOf: CourseAccessReader,
  session: Session,
  courseId: number,
): Promise<CourseAccess> {
  const access = await accessOf(session, courseId, 'any');
  if (!access.inEnterpriseLibrary) throw new AppError('NOT_IN_ENTERPRISE_LIBRARY');
  return access;
}

/** `/api/ent/front/learn/play/detail`: the player of a library course, every section open. */
export async function loadEnterprisePlayDetail(
  db: Database,
  accessOf: CourseAccessReader,
  session: Session,
  query: PlayDetailQuery,
): Promise<PlayDetail> {
  const access = await loadLibraryCourseAccess(accessOf, session, query.courseId);
  // A licence is an entitlement like a purchase, so `course/ppt` serves the slides too.
  return loadPlayDetail(
    db,
    session,
    { ...access, canStudy: true, mayPlay: () => true, slidesOpen: true },
    query,
  );
}

/** `/api/ent/front/vod/play/sts`: a section of a library course, signed as `vod/play/sts` signs it. */
export async function issueEnterprisePlayAddress(
  db: Database,
  accessOf: CourseAccessReader,
  signing: PlaySigning,
  session: Session,
  { courseId, sectionId }: { courseId: number; sectionId: number },
): Promise<PlayAddress> {
  const [access, sections] = await Promise.all([
    loadLibraryCourseAccess(accessOf, session, courseId),
    readCourseSections(db, courseId),
  ]);
  const section = sectionIn(sections, sectionId);
  return signPlayAddress(signing, session, {
    courseId,
    section,
    antiSkip: access.antiSkip,
    idleCheckMinutes: access.idleCheckMinutes,
    recheck: { rule: 'course' },
  });
}
