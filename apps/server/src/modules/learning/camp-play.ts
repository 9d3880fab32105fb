import { type CampPlayDetail, type PlayAddress, ProductTypes } from '@zhixue/contract';
import { and, eq, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type Clock, chinaToday, joinTrial } from '../camps/index.js';
import * as campsTables from '../camps/tables/index.js';
import { readCourseSections } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import { type PlaySigning, sectionIn, signPlayAddress } from './play-address.js';
import { loadPlayDetail } from './play-detail.js';

const { courses } = catalogTables;
const { trainings, trainingPlanItems, trainingTermItems, trainingTerms, trainingUsers } = campsTables;

interface CampCourseQuery {
  trainingId: number;
  courseId: number;
}

/** A course of a camp, with whether this learner may play it now by the camp's rule. */
interface CampCourseAccess {
  trainingKind: CampKind;
  courseId: number;
  courseName: string;
  antiSkip: boolean;
  idleCheckMinutes: number;
  /** Why the learner may not play the course (yet); null when they may. */
  lock: AppError | null;
  unlockDate: string | null;
  replayOnly: boolean;
}

/**
 * The learner's enrolments in a camp, each with the day its term's plan opens the course (none
 * without a term) and the day the term ends.
 */
interface Enrolment {
  unlockDate: string | null;
  endDate: string | null;
}

/** The camp's rule for a term that has ended (decision 0019). */
export interface TermEndRule {
  access: 'keep' | 'replay' | 'close';
  /** With `close`: the courses close this many days after the term's end. */
  closeDays: number | null;
}

type CampKind = CampPlayDetail['trainingKind'];

const isCampKind = (kind: string): kind is CampKind =>
  kind === 'online' || kind === 'offline' || kind === 'trial';

type CampRule = Pick<CampCourseAccess, 'lock' | 'unlockDate' | 'replayOnly'>;

const notEnrolled = (): CampRule => ({
  lock: new AppError('CAMP_NOT_ENROLLED'),
  unlockDate: null,
  replayOnly: false,
});
const OPEN: CampRule = { lock: null, unlockDate: null, replayOnly: false };
const KEEP: TermEndRule = { access: 'keep', closeDays: null };

/** The China date `days` after `isoDate`. */
function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function monthDayText(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}月${day}日`;
}

/**
 * The camp's rule, on China dates: a trial camp is open to every learner; an offline camp to its
 * enrolled learners (pre-study before the course days); an online camp to learners enrolled in a term
 * whose plan teaches the course, from the item's unlock date. With several terms the earliest counts.
 * Once every such term has ended, the camp's term-end rule decides: keep (as before), replay only,
 * or replay until `closeDays` after the last end, then closed.
 */
export function decideCampRule(
  kind: CampKind,
  enrolments: Enrolment[],
  today: string,
  end: TermEndRule = KEEP,
): CampRule {
  switch (kind) {
    case 'trial':
      return OPEN;
    case 'offline':
      return enrolments.length > 0 ? OPEN : notEnrolled();
    case 'online': {
      const teaching = enrolments.filter((enrolment) => enrolment.unlockDate !== null);
      if (teaching.length === 0) return notEnrolled();
      const running = teaching.filter(
        (enrolment) => enrolment.endDate === null || enrolment.endDate >= today,
      );
      if (running.length > 0) {
        const first = running.map((enrolment) => enrolment.unlockDate as string).sort()[0] as string;
        if (first > today) {
          return {
            lock: new AppError('CAMP_COURSE_LOCKED', { date: monthDayText(first) }),
            unlockDate: first,
            replayOnly: false,
          };
        }
        return OPEN;
      }
      if (end.access === 'keep') return OPEN;
      const lastEnd = teaching.map((enrolment) => enrolment.endDate as string).sort()[
        teaching.length - 1
      ] as string;
      if (end.access === 'close' && today > daysAfter(lastEnd, end.closeDays ?? 0)) {
        return { lock: new AppError('CAMP_ACCESS_CLOSED'), unlockDate: null, replayOnly: false };
      }
      return { ...OPEN, replayOnly: true };
    }
  }
}

/**
 * The camp's course and the learner's enrolments in the camp, in two indexed queries run together.
 * A0404 when the camp does not exist or does not teach the course (a published main-site course).
 */
export async function loadCampCourseAccess(
  db: Database,
  clock: Clock,
  session: Session,
  { trainingId, courseId }: CampCourseQuery,
): Promise<CampCourseAccess> {
  const [[camp], enrolments] = await Promise.all([
    db
      .select({
        kind: trainings.kind,
        termEndAccess: trainings.termEndAccess,
        accessCloseDays: trainings.accessCloseDays,
        courseName: courses.name,
        antiSkip: courses.antiSkip,
        idleCheckMinutes: courses.idleCheckMinutes,
      })
      .from(trainings)
      .leftJoin(
        trainingPlanItems,
        and(
          eq(trainingPlanItems.trainingId, trainings.id),
          eq(trainingPlanItems.courseId, courseId),
          // An online camp's terms keep the items they were copied with; its template may have moved on.
          sql`(${trainings.kind} = 'online' or ${trainingPlanItems.retiredAt} is null)`,
        ),
      )
      .leftJoin(
        courses,
        and(
          eq(courses.id, trainingPlanItems.courseId),
          eq(courses.type, ProductTypes.COURSE),
          eq(courses.channel, 'main'),
          eq(courses.published, true),
        ),
      )
      .where(eq(trainings.id, trainingId))
      .limit(1),
    db
      .select({ unlockDate: min(trainingTermItems.unlockDate), endDate: max(trainingTerms.endDate) })
      .from(trainingUsers)
      .leftJoin(
        trainingTermItems,
        and(eq(trainingTermItems.termId, trainingUsers.termId), eq(trainingTermItems.courseId, courseId)),
      )
      .leftJoin(trainingTerms, eq(trainingTerms.id, trainingUsers.termId))
      .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.trainingId, trainingId)))
      .groupBy(trainingUsers.id),
  ]);
  if (!camp || !isCampKind(camp.kind)) throw new AppError('CAMP_NOT_FOUND');
  if (camp.courseName === null || camp.antiSkip === null) {
    throw new AppError('CAMP_COURSE_NOT_IN_CAMP');
  }
  const end: TermEndRule = {
    access: camp.termEndAccess as TermEndRule['access'],
    closeDays: camp.accessCloseDays,
  };
  return {
    trainingKind: camp.kind,
    courseId,
    courseName: camp.courseName,
    antiSkip: camp.antiSkip,
    idleCheckMinutes: camp.idleCheckMinutes ?? 0,
    ...decideCampRule(camp.kind, enrolments, chinaToday(clock), end),
  };
}

/** `vod/play/sts/training`: a section of a camp's course, signed as `vod/play/sts` signs it. */
export async function issueCampPlayAddress(
  db: Database,
  clock: Clock,
  signing: PlaySigning,
  session: Session,
  query: CampCourseQuery & { sectionId: number },
): Promise<PlayAddress> {
  const [access, sections] = await Promise.all([
    loadCampCourseAccess(db, clock, session, query),
    readCourseSections(db, query.courseId),
  ]);
  const section = sectionIn(sections, query.sectionId);
  if (access.lock) throw access.lock;
  return signPlayAddress(signing, session, {
    courseId: query.courseId,
    section,
    antiSkip: access.antiSkip,
    idleCheckMinutes: access.idleCheckMinutes,
    recheck: { rule: 'camp', trainingId: query.trainingId },
  });
}

/** `training/course/play`: the player of a camp's course, every section open or none by the camp's rule. */
export async function loadCampPlayDetail(
  db: Database,
  clock: Clock,
  session: Session,
  query: CampCourseQuery & { sectionId?: number | undefined; seeType?: 'continue' | undefined },
): Promise<CampPlayDetail> {
  const access = await loadCampCourseAccess(db, clock, session, query);
  const canStudy = access.lock === null;
  const detail = await loadPlayDetail(
    db,
    session,
    { ...access, canStudy, mayPlay: () => canStudy, slidesOpen: false },
    query,
  );
  return {
    ...detail,
    trainingId: query.trainingId,
    trainingKind: access.trainingKind,
    lockReason: access.lock?.message ?? null,
    unlockDate: access.unlockDate,
    replayOnly: access.replayOnly,
  };
}

/**
 * `training/trial/play`: a trial camp's course, open to every learner; the first play enrols them in
 * the trial, so the progress they make is kept and counted on their trial plan.
 */
export async function loadTrialPlayDetail(
  db: Database,
  clock: Clock,
  session: Session,
  query: CampCourseQuery & { sectionId?: number | undefined; seeType?: 'continue' | undefined },
): Promise<CampPlayDetail> {
  const [camp] = await db
    .select({ kind: trainings.kind })
    .from(trainings)
    .where(eq(trainings.id, query.trainingId));
  if (camp?.kind !== 'trial') throw new AppError('CAMP_NOT_FOUND');
  const detail = await loadCampPlayDetail(db, clock, session, query);
  await joinTrial(db, clock, session.userId, query.trainingId);
  return detail;
}
