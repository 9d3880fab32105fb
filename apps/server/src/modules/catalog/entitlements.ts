import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import type { CourseFacts } from './course-facts.js';
import type { StudyRecords } from './study-records.js';
import * as tables from './tables.js';

const { collections } = tables;
const { users } = usersTables;

/**
 * The enterprise area's licensing rule as an SQL condition: the learner's enterprise licenses one of
 * `courseIds` (an integer[] expression) to the learner now. The enterprise library is made of
 * catalogue courses, so the enterprise area sits above the catalogue and app.ts hands its rule in.
 */
export type EnterpriseLicence = (learner: { userId: SQLWrapper; entId: SQLWrapper }, courseIds: SQL) => SQL;

/** A learner's own relation to one course; all false for a visitor. */
export interface LearnerFlags {
  /** The learner holds the course (learning's records): the spec's `buy`. */
  bought: boolean;
  /** The learner holds a bundle that contains the course. */
  ownsBundle: boolean;
  /** The learner's enterprise licensed the course, or a bundle that contains it. */
  licensed: boolean;
  collected: boolean;
  studied: boolean;
  lastSectionId: number | null;
}

const VISITOR: LearnerFlags = {
  bought: false,
  ownsBundle: false,
  licensed: false,
  collected: false,
  studied: false,
  lastSectionId: null,
};

/** One round trip: the learner's flags for the course (and its bundles); all false for a visitor. */
export type LearnerFlagsReader = (
  db: Database,
  session: Session | null,
  courseId: number,
  bundleIds: number[],
) => Promise<LearnerFlags>;

/** The flags of someone who is not a learner of the course at all: a preview shows the page so. */
export const readVisitorFlags: LearnerFlagsReader = async () => VISITOR;

/**
 * The learner's rows for a course (and the bundles that contain it) as primary-key probes in one
 * statement, prepared once per database: it runs on every logged-in detail view, and planning its
 * six subqueries afresh each time cost more than running them.
 */
function prepareLearnerFlags(db: Database, licensed: EnterpriseLicence, study: StudyRecords) {
  const userId = sql.placeholder('userId');
  const entId = sql.placeholder('entId');
  const courseId = sql.placeholder('courseId');
  const bundleIds = sql`${sql.placeholder('bundleIds')}::integer[]`;
  return db
    .select({
      bought: sql<boolean>`${study.holdsOneOf(userId, sql`array[${courseId}::integer]`)}`,
      ownsBundle: sql<boolean>`${study.holdsOneOf(userId, bundleIds)}`,
      licensed: sql<boolean>`${licensed({ userId, entId }, sql`array_prepend(${courseId}::integer, ${bundleIds})`)}`,
      collected: sql<boolean>`exists (select 1 from ${collections}
        where ${collections.userId} = ${userId} and ${collections.courseId} = ${courseId})`,
      studied: sql<boolean>`${study.studied(userId, courseId)}`,
      lastSectionId: sql<number | null>`${study.lastSectionOf(userId, courseId)}`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('learner_flags');
}

/**
 * The reader of learner flags with the enterprise's licensing rule and learning's records in its
 * statement. app.ts makes one and hands it to every area that reads the flags, so the statement is
 * prepared once.
 */
export function createLearnerFlagsReader(
  licensed: EnterpriseLicence,
  study: StudyRecords,
): LearnerFlagsReader {
  const learnerFlagsOf = preparedPerDatabase((db: Database) => prepareLearnerFlags(db, licensed, study));
  return async function readLearnerFlags(db, session, courseId, bundleIds) {
    if (!session) return VISITOR;
    const [row] = await learnerFlagsOf(db).execute({
      userId: session.userId,
      entId: session.entId,
      courseId,
      bundleIds,
    });
    if (!row) return VISITOR;
    return {
      bought: row.bought === true,
      ownsBundle: row.ownsBundle === true,
      licensed: row.licensed === true,
      collected: row.collected === true,
      studied: row.studied === true,
      lastSectionId: row.lastSectionId ?? null,
    };
  };
}

interface Pricing {
  charge: number;
  vip: number;
  vipCharge: number;
}

/** VIP-only products, and paid ones whose member benefit is "members study free". */
const freeForMembers = (product: Pricing) =>
  product.charge === 2 || (product.vip === 1 && product.vipCharge === 0);

/**
 * Whether the learner may study every section of the course; decided here once, never by the web.
 * Free courses are open to everyone; otherwise the learner bought it (or a bundle holding it), or
 * their enterprise licensed it, or they are a member and it (or a bundle holding it) is free for
 * members.
 */
export function decideCanStudy(
  facts: Pick<CourseFacts, 'course' | 'containingBundles'>,
  learner: LearnerFlags,
  isVip: boolean,
): boolean {
  if (facts.course.charge === 0) return true;
  if (learner.bought || learner.ownsBundle || learner.licensed) return true;
  return isVip && (freeForMembers(facts.course) || facts.containingBundles.some(freeForMembers));
}
