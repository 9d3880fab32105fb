import type { PlayAddress, Slide } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type CourseFactsReader, readCourseSections } from '../catalog/index.js';
import { loadCourseAccess, mayPlay } from './course-access.js';
import { newPlayId, signMediaLink, signPlayToken } from './signatures.js';

const { courseSlides } = tables;

/**
 * `vod/play/sts`: after checking that the learner may play the section (spec section 6), a media
 * address signed for them alone and a play token for the heartbeats of this play.
 */
export async function issuePlayAddress(
  db: Database,
  factsOf: CourseFactsReader,
  secret: string,
  session: Session,
  { courseId, sectionId }: { courseId: number; sectionId: number },
): Promise<PlayAddress> {
  const access = await loadCourseAccess(db, factsOf, session, courseId, 'any');
  const section = (await readCourseSections(db, courseId)).find((row) => row.id === sectionId);
  if (!section) throw new AppError('A0404', '该课程中没有这个小节');
  if (!mayPlay(access, section)) throw new AppError('A0301', '购买课程后才能观看该小节');
  if (!section.mediaKey) throw new AppError('A0404', '该小节暂无视频');
  const link = signMediaLink(secret, session.userId, section.mediaKey);
  const playToken = signPlayToken(secret, {
    playId: newPlayId(),
    userId: session.userId,
    courseId,
    sectionId,
    durationSeconds: section.durationSeconds,
    antiSkip: access.antiSkip,
  });
  return {
    playUrl: link.url,
    format: 'mp4',
    expiresAt: link.expiresAt.toISOString(),
    playToken,
    durationSeconds: section.durationSeconds,
  };
}

/** `course/ppt`: the course's slides as signed addresses, for a learner who may study the whole course. */
export async function listSlides(
  db: Database,
  factsOf: CourseFactsReader,
  secret: string,
  session: Session,
  courseId: number,
): Promise<Slide[]> {
  const access = await loadCourseAccess(db, factsOf, session, courseId, 'any');
  if (!access.canStudy) throw new AppError('A0301', '购买课程后才能查看课件');
  const rows = await db
    .select({ page: courseSlides.page, key: courseSlides.mediaKey })
    .from(courseSlides)
    .where(eq(courseSlides.courseId, courseId))
    .orderBy(asc(courseSlides.page));
  return rows.map((row) => ({ page: row.page, url: signMediaLink(secret, session.userId, row.key).url }));
}
