import type { PlayAddress, Slide } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { readCourseSections } from '../catalog/index.js';
import { type CourseAccessReader, mayPlay } from './course-access.js';
import { isPlaylistKey, KEY_TICKET_PARAM } from './hls-playlist.js';
import { createIdleClocks, type IdleClocks } from './presence.js';
import {
  type KeyRecheck,
  newPlayId,
  signKeyTicket,
  signMediaFolderLink,
  signMediaLink,
  signPlayToken,
  VISITOR_USER_ID,
} from './signatures.js';
import * as tables from './tables.js';

const { courseSlides } = tables;

/** What signs a play: the media secret, and the learners' 防挂机 clocks a new play's token starts from. */
export interface PlaySigning {
  secret: string;
  idleClocks: IdleClocks;
}

export function createPlaySigning(secret: string, cache: Cache): PlaySigning {
  return { secret, idleClocks: createIdleClocks(cache) };
}

/**
 * `vod/play/sts`: after checking that the learner may play the section (spec section 6), a media
 * address signed for them alone and a play token for the heartbeats of this play.
 */
export async function issuePlayAddress(
  db: Database,
  accessOf: CourseAccessReader,
  signing: PlaySigning,
  session: Session | null,
  { courseId, sectionId }: { courseId: number; sectionId: number },
): Promise<PlayAddress> {
  const access = await accessOf(session, courseId, session ? 'any' : 'main');
  const section = sectionIn(await readCourseSections(db, courseId), sectionId);
  if (!mayPlay(access, section)) throw new AppError('SECTION_NEEDS_PURCHASE');
  const antiSkip = session ? access.antiSkip : false;
  const idleCheckMinutes = session ? access.idleCheckMinutes : 0;
  return signPlayAddress(signing, session, {
    courseId,
    section,
    antiSkip,
    idleCheckMinutes,
    recheck: { rule: 'course' },
  });
}

/** The section of a course's sections that `vod/play/sts` (of any site) was asked for; A0404 otherwise. */
export function sectionIn<Section extends { id: number }>(sections: Section[], sectionId: number): Section {
  const section = sections.find((row) => row.id === sectionId);
  if (!section) throw new AppError('SECTION_NOT_IN_COURSE');
  return section;
}

/**
 * The signed address and play token of one section, for a learner (`viewer`, null for a visitor)
 * already found to be allowed to play it (by whichever rule the caller serves: a course bought, a
 * trial section, a camp enrolment). An HLS address carries the play's key ticket too (`k`), which the
 * media route writes onto the playlist's key URI; `recheck` names the rule the key call decides
 * again (see KeyRecheck). With the course's 防挂机 setting, the play's clock starts where the
 * learner's clock in the course stands (IdleClocks).
 */
export async function signPlayAddress(
  { secret, idleClocks }: PlaySigning,
  viewer: Pick<Session, 'userId' | 'sessionId'> | null,
  {
    courseId,
    section,
    antiSkip,
    idleCheckMinutes = 0,
    recheck,
  }: {
    courseId: number;
    section: { id: number; mediaKey: string | null; durationSeconds: number };
    antiSkip: boolean;
    /** The course's 防挂机 setting, carried by the play token for the heartbeats (presence.ts). */
    idleCheckMinutes?: number;
    recheck: KeyRecheck;
  },
): Promise<PlayAddress> {
  if (!section.mediaKey) throw new AppError('SECTION_HAS_NO_VIDEO');
  const userId = viewer?.userId ?? VISITOR_USER_ID;
  const now = Date.now();
  const playId = newPlayId(now);
  const idleSeconds = viewer ? idleCheckMinutes * 60 : 0;
  const clockFrom =
    viewer && idleSeconds > 0 ? await idleClocks.clockFrom(userId, courseId, idleSeconds, now) : undefined;
  // An HLS playlist is signed for its folder, so that the segments it names play too.
  const format = isPlaylistKey(section.mediaKey) ? 'hls' : 'mp4';
  const link = (format === 'hls' ? signMediaFolderLink : signMediaLink)(secret, userId, section.mediaKey);
  const playToken = signPlayToken(secret, {
    playId,
    userId,
    courseId,
    sectionId: section.id,
    durationSeconds: section.durationSeconds,
    antiSkip,
    idleSeconds,
    ...(clockFrom === undefined ? {} : { clockFrom }),
  });
  const keyTicket = signKeyTicket(secret, {
    playId,
    userId,
    sessionId: viewer?.sessionId ?? 0,
    courseId,
    sectionId: section.id,
    recheck,
  });
  return {
    playUrl: format === 'hls' ? `${link.url}&${KEY_TICKET_PARAM}=${keyTicket}` : link.url,
    format,
    expiresAt: link.expiresAt.toISOString(),
    playToken,
    durationSeconds: section.durationSeconds,
  };
}

/** `course/ppt`: the course's slides as signed addresses, for a learner who may study the whole course. */
export async function listSlides(
  db: Database,
  accessOf: CourseAccessReader,
  secret: string,
  session: Session,
  courseId: number,
): Promise<Slide[]> {
  const access = await accessOf(session, courseId, 'any');
  if (!access.canStudy) throw new AppError('SLIDES_NEED_PURCHASE');
  const rows = await db
    .select({ page: courseSlides.page, key: courseSlides.mediaKey })
    .from(courseSlides)
    .where(eq(courseSlides.courseId, courseId))
    .orderBy(asc(courseSlides.page));
  return rows.map((row) => ({ page: row.page, url: signMediaLink(secret, session.userId, row.key).url }));
}
