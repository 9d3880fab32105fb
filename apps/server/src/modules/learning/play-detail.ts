import type { PlayDetail } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaDate, maskMobile } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type CourseSection, readCourseSections } from '../catalog/index.js';
import { users } from '../users/tables.js';
import { type Channel, type CourseAccessReader, courseHasSlides, mayPlay } from './course-access.js';
import * as tables from './tables.js';

const { sectionProgress, courseStudy } = tables;

export interface PlayDetailQuery {
  courseId: number;
  sectionId?: number | undefined;
  seeType?: 'continue' | undefined;
}

/**
 * What the learner may do in the course the player opens, decided by the rule of the page that opens
 * it: the course's own (bought, trial sections, youke) or a training camp's.
 */
export interface PlayDecision {
  courseId: number;
  courseName: string;
  antiSkip: boolean;
  /** Every section is open to the learner. */
  canStudy: boolean;
  mayPlay(section: CourseSection): boolean;
  /** Whether `course/ppt` serves this learner the course's slides. */
  slidesOpen: boolean;
}

/** A visitor's progress: none, as nothing of their play is recorded. */
const NO_PROGRESS = { bySection: new Map<number, never>(), lastSectionId: null };

/** Within this many seconds of the end a section restarts from 0 instead of resuming at its end. */
const END_MARGIN_SECONDS = 2;

async function readProgress(db: Database, userId: number, courseId: number) {
  const [rows, [study]] = await Promise.all([
    db
      .select({
        sectionId: sectionProgress.sectionId,
        position: sectionProgress.positionSeconds,
        watched: sectionProgress.watchedSeconds,
        furthest: sectionProgress.furthestSeconds,
        finished: sectionProgress.finished,
      })
      .from(sectionProgress)
      .where(and(eq(sectionProgress.userId, userId), eq(sectionProgress.courseId, courseId))),
    db
      .select({ lastSectionId: courseStudy.lastSectionId })
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, userId), eq(courseStudy.courseId, courseId)))
      .limit(1),
  ]);
  return {
    bySection: new Map(rows.map((row) => [row.sectionId, row])),
    lastSectionId: study?.lastSectionId ?? null,
  };
}

/** `learn/play/detail` and `youke/course/play/detail`: the player of a course, by the course's own rule. */
export async function loadCoursePlayDetail(
  db: Database,
  accessOf: CourseAccessReader,
  session: Session | null,
  channel: Channel,
  query: PlayDetailQuery,
): Promise<PlayDetail> {
  const access = await accessOf(session, query.courseId, channel);
  const decision: PlayDecision = {
    ...access,
    // Nothing of a visitor's play is recorded, so there is no watched part to hold them within.
    antiSkip: session ? access.antiSkip : false,
    mayPlay: (section) => mayPlay(access, section),
    slidesOpen: access.canStudy,
  };
  return loadPlayDetail(db, session, decision, query);
}

/**
 * Which section the player opens and where: the asked section; else with seeType=continue the last
 * viewed one; else the first. A section this learner may not play gives way to the first playable
 * one, so the page opens on something it can play; when nothing is playable it shows the locked one.
 */
export async function loadPlayDetail(
  db: Database,
  session: Session | null,
  decision: PlayDecision,
  query: Omit<PlayDetailQuery, 'courseId'>,
): Promise<PlayDetail> {
  const [sections, progress, hasSlides, watermark] = await Promise.all([
    readCourseSections(db, decision.courseId),
    session ? readProgress(db, session.userId, decision.courseId) : NO_PROGRESS,
    decision.slidesOpen ? courseHasSlides(db, decision.courseId) : false,
    session ? watermarkOf(db, session.userId) : null,
  ]);
  if (sections.length === 0) throw new AppError('NO_PLAYABLE_SECTION');
  const byId = (id: number | null | undefined) => sections.find((section) => section.id === id);
  if (query.sectionId !== undefined && !byId(query.sectionId)) {
    throw new AppError('SECTION_NOT_IN_COURSE');
  }
  const wanted =
    byId(query.sectionId) ?? (query.seeType === 'continue' ? byId(progress.lastSectionId) : undefined);
  const playable = (section: CourseSection) => decision.mayPlay(section);
  const first = sections[0] as CourseSection;
  const chosen = wanted && playable(wanted) ? wanted : (sections.find(playable) ?? wanted ?? first);
  const own = progress.bySection.get(chosen.id);
  const position = own?.position ?? 0;
  const atEnd = position >= chosen.durationSeconds - END_MARGIN_SECONDS;
  const next = sections.slice(sections.indexOf(chosen) + 1).find(playable);
  return {
    courseId: decision.courseId,
    courseName: decision.courseName,
    canStudy: decision.canStudy,
    antiSkip: decision.antiSkip,
    hasSlides,
    section: {
      id: chosen.id,
      chapterId: chosen.chapterId,
      name: chosen.name,
      durationSeconds: chosen.durationSeconds,
      trial: chosen.trial === 1 ? 1 : 0,
      playable: playable(chosen),
      learnStatus: own?.finished === 1 ? 1 : 0,
    },
    startSeconds: atEnd ? 0 : position,
    furthestSeconds: own?.furthest ?? 0,
    watchedSeconds: own?.watched ?? 0,
    nextSectionId: next?.id ?? null,
    watermark,
  };
}

/**
 * The text drawn over the learner's video (decision 0054): their enterprise account, else their
 * masked phone, and today's China date, so a screen recording says whose play it was and when.
 */
async function watermarkOf(db: Database, userId: number): Promise<string> {
  const [user] = await db
    .select({ account: users.account, mobile: users.mobile, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  const who = user?.account ?? maskMobile(user?.mobile ?? null) ?? user?.nickname ?? `学员${userId}`;
  return `${who} ${formatChinaDate(Date.now())}`;
}
