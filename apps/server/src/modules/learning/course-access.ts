import { ProductTypes } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import { type CourseFactsReader, decideCanStudy, type LearnerFlagsReader } from '../catalog/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { courseSlides } = tables;

export type Channel = 'main' | 'youke' | 'enterprise';

/** A single course as the player needs it, with what this learner may do in it. */
export interface CourseAccess {
  courseId: number;
  courseName: string;
  channel: Channel;
  antiSkip: boolean;
  /** 防挂机: minutes without interaction before 你还在学习吗？ (0: never). */
  idleCheckMinutes: number;
  /** Every section is open to the learner; otherwise only trial sections are. */
  canStudy: boolean;
  /**
   * The course is in the learner's enterprise library: licensed by their enterprise, directly or
   * through a licensed bundle that contains it. What the enterprise area (/ent/video) plays.
   */
  inEnterpriseLibrary: boolean;
}

/** A published single course as the player needs it for the learner, on the channel the caller serves. */
export type CourseAccessReader = (
  session: Session | null,
  courseId: number,
  channel: Channel | 'any',
) => Promise<CourseAccess>;

/**
 * Whether the learner may study a published single course, decided as everywhere else: the catalog's
 * rule for the main site (bought, a bought bundle, licensed, member-free, free); youke courses are
 * free trial courses for any logged-in learner; enterprise courses need the enterprise's licence.
 * `channel` restricts which courses the caller serves (A0404 for others).
 */
export function createCourseAccessReader(
  db: Database,
  factsOf: CourseFactsReader,
  readLearnerFlags: LearnerFlagsReader,
): CourseAccessReader {
  return async function loadCourseAccess(session, courseId, channel) {
    const [row] = await db
      .select({
        name: courses.name,
        type: courses.type,
        channel: courses.channel,
        published: courses.published,
        antiSkip: courses.antiSkip,
        idleCheckMinutes: courses.idleCheckMinutes,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    const rowChannel = row?.channel as Channel | undefined;
    if (
      !row ||
      !rowChannel ||
      row.type !== ProductTypes.COURSE ||
      !row.published ||
      (channel !== 'any' && channel !== rowChannel)
    ) {
      throw new AppError('COURSE_NOT_FOUND');
    }
    const base = {
      courseId,
      courseName: row.name,
      channel: rowChannel,
      antiSkip: row.antiSkip,
      idleCheckMinutes: row.idleCheckMinutes,
    };
    if (rowChannel === 'youke') return { ...base, canStudy: true, inEnterpriseLibrary: false };
    if (rowChannel === 'enterprise') {
      // Enterprise-only courses are in no main-site bundle: only a licence of the course itself counts.
      const learner = await readLearnerFlags(db, session, courseId, []);
      return { ...base, canStudy: learner.licensed, inEnterpriseLibrary: learner.licensed };
    }
    const facts = await factsOf(courseId);
    if (!facts) throw new AppError('COURSE_NOT_FOUND');
    const bundleIds = facts.containingBundles.map((bundle) => bundle.id);
    const learner = await readLearnerFlags(db, session, courseId, bundleIds);
    return {
      ...base,
      // A visitor studies no course whole, free ones included (their study is recorded, which needs a
      // login); trial sections play for anyone.
      canStudy: session !== null && decideCanStudy(facts, learner, session.isVip),
      inEnterpriseLibrary: learner.licensed,
    };
  };
}

/** Spec section 6: playing needs the course (canStudy), or a trial flag on the section. */
export const mayPlay = (access: CourseAccess, section: { trial: number }) =>
  access.canStudy || section.trial === 1;

export async function courseHasSlides(db: Database, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ page: courseSlides.page })
    .from(courseSlides)
    .where(eq(courseSlides.courseId, courseId))
    .limit(1);
  return row !== undefined;
}
