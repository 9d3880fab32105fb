import { type CampPlayDetail, type PlayAddress, ProductTypes } from '@zhixue/contract';
import { and, eq, min } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { formatChinaDate } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { joinTrial } from '../camps/index.js';
import { readCourseSections } from '../catalog/index.js';
import { sectionIn, signPlayAddress } from './play-address.js';
import { loadPlayDetail } from './play-detail.js';

const { courses, trainings, trainingPlanItems, trainingTermItems, trainingUsers } = tables;

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
  /** Why the learner may not play the course (yet); null when they may. */
  lock: AppError | null;
  unlockDate: string | null;
}

/** The learner's enrolments in a camp, each with the day its term's plan opens the course (none without a term). */
interface Enrolment {
  unlockDate: string | null;
}

type CampKind = CampPlayDetail['trainingKind'];

const isCampKind = (kind: string): kind is CampKind =>
  kind === 'online' || kind === 'offline' || kind === 'trial';

type CampRule = Pick<CampCourseAccess, 'lock' | 'unlockDate'>;

const notEnrolled = (): CampRule => ({ lock: new AppError('CAMP_NOT_ENROLLED'), unlockDate: null });
const OPEN: CampRule = { lock: null, unlockDate: null };

function monthDayText(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}月${day}日`;
}

/**
 * The camp's rule, on China dates: a trial camp is open to every learner; an offline camp to its
 * enrolled learners (pre-study before the course days); an online camp to learners enrolled in a term
 * whose plan teaches the course, from the item's unlock date. With several terms the earliest counts.
 */
export function decideCampRule(kind: CampKind, enrolments: Enrolment[], today: string): CampRule {
  switch (kind) {
    case 'trial':
      return OPEN;
    case 'offline':
      return enrolments.length > 0 ? OPEN : notEnrolled();
    case 'online': {
      const opens = enrolments
        .flatMap((enrolment) => (enrolment.unlockDate ? [enrolment.unlockDate] : []))
        .sort();
      const first = opens[0];
      if (first === undefined) return notEnrolled();
      if (first > today) {
        return { lock: new AppError('CAMP_COURSE_LOCKED', { date: monthDayText(first) }), unlockDate: first };
      }
      return OPEN;
    }
  }
}

/**
 * The camp's course and the learner's enrolments in the camp, in two indexed queries run together.
 * A0404 when the camp does not exist or does not teach the course (a published main-site course).
 */
async function loadCampCourseAccess(
  db: Database,
  session: Session,
  { trainingId, courseId }: CampCourseQuery,
): Promise<CampCourseAccess> {
  const [[camp], enrolments] = await Promise.all([
    db
      .select({
        kind: trainings.kind,
        courseName: courses.name,
        antiSkip: courses.antiSkip,
      })
      .from(trainings)
      .leftJoin(
        trainingPlanItems,
        and(eq(trainingPlanItems.trainingId, trainings.id), eq(trainingPlanItems.courseId, courseId)),
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
      .select({ unlockDate: min(trainingTermItems.unlockDate) })
      .from(trainingUsers)
      .leftJoin(
        trainingTermItems,
        and(eq(trainingTermItems.termId, trainingUsers.termId), eq(trainingTermItems.courseId, courseId)),
      )
      .where(and(eq(trainingUsers.userId, session.userId), eq(trainingUsers.trainingId, trainingId)))
      .groupBy(trainingUsers.id),
  ]);
  if (!camp || !isCampKind(camp.kind)) throw new AppError('CAMP_NOT_FOUND');
  if (camp.courseName === null || camp.antiSkip === null) {
    throw new AppError('CAMP_COURSE_NOT_IN_CAMP');
  }
  const today = formatChinaDate(Date.now());
  return {
    trainingKind: camp.kind,
    courseId,
    courseName: camp.courseName,
    antiSkip: camp.antiSkip,
    ...decideCampRule(camp.kind, enrolments, today),
  };
}

/** `vod/play/sts/training`: a section of a camp's course, signed as `vod/play/sts` signs it. */
export async function issueCampPlayAddress(
  db: Database,
  secret: string,
  session: Session,
  query: CampCourseQuery & { sectionId: number },
): Promise<PlayAddress> {
  const [access, sections] = await Promise.all([
    loadCampCourseAccess(db, session, query),
    readCourseSections(db, query.courseId),
  ]);
  const section = sectionIn(sections, query.sectionId);
  if (access.lock) throw access.lock;
  return signPlayAddress(secret, session.userId, {
    courseId: query.courseId,
    section,
    antiSkip: access.antiSkip,
  });
}

/** `training/course/play`: the player of a camp's course, every section open or none by the camp's rule. */
export async function loadCampPlayDetail(
  db: Database,
  session: Session,
  query: CampCourseQuery & { sectionId?: number | undefined; seeType?: 'continue' | undefined },
): Promise<CampPlayDetail> {
  const access = await loadCampCourseAccess(db, session, query);
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
  };
}

/**
 * `training/trial/play`: a trial camp's course, open to every learner; the first play enrols them in
 * the trial, so the progress they make is kept and counted on their trial plan.
 */
export async function loadTrialPlayDetail(
  db: Database,
  session: Session,
  query: CampCourseQuery & { sectionId?: number | undefined; seeType?: 'continue' | undefined },
): Promise<CampPlayDetail> {
  const [camp] = await db
    .select({ kind: trainings.kind })
    .from(trainings)
    .where(eq(trainings.id, query.trainingId));
  if (camp?.kind !== 'trial') throw new AppError('CAMP_NOT_FOUND');
  const detail = await loadCampPlayDetail(db, session, query);
  await joinTrial(db, session.userId, query.trainingId);
  return detail;
}
