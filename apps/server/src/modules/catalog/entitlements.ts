import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../platform/db/index.js';
import { enterpriseParam, type Session } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import type { CourseFacts } from './course-facts.js';
import type { StudyRecords } from './study-records.js';
import * as tables from './tables.js';

const { collections, courses } = tables;
const { users } = usersTables;

/**
 * The enterprise area's licensing rule as an SQL condition: the learner's enterprise licenses one of
 * `courseIds` (an integer[] expression) to the learner now. The enterprise library is made of
 * catalogue courses, so the enterprise area sits above the catalogue and app.ts hands its rule in.
 */
export type EnterpriseLicence = (learner: { userId: SQLWrapper; entId: SQLWrapper }, courseIds: SQL) => SQL;

/** The learner flags that decide whether a learner holds a course (see decideCanStudy). */
export type Holding = Pick<LearnerFlags, 'bought' | 'ownsBundle' | 'licensed'>;

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

/**
 * The live rule as one SQL value, for the course detail's statement: `array[liveId, subscribed]`
 * (subscribed 0 or 1) of the live the course offers the viewer, null when none. Lives sit above the
 * catalogue (they link courses), so app.ts hands the rule in.
 */
export type CourseLiveColumn = (
  viewer: { userId: SQLWrapper; entId: SQLWrapper },
  courseId: SQLWrapper,
) => SQL;

/** The learner's flags a course detail shows: where they stopped is the outline's (course/catalog). */
type DetailFlags = Omit<LearnerFlags, 'lastSectionId'>;

/** What a course detail lays over the course's public facts for its viewer. */
export interface CourseViewerFacts {
  learner: DetailFlags;
  live: { liveId: number; subscribeStatus: 0 | 1 } | null;
}

/** One round trip: the viewer's flags and the live the course offers them. */
export type CourseViewerReader = (
  db: Database,
  session: Session | null,
  courseId: number,
  bundleIds: number[],
) => Promise<CourseViewerFacts>;

/** A course as someone who is not a learner of it at all sees it, offered no live: a preview shows the page so. */
export const readVisitorView: CourseViewerReader = async () => ({ learner: VISITOR, live: null });

interface Placeholders {
  userId: SQLWrapper;
  entId: SQLWrapper;
  courseId: SQLWrapper;
  bundleIds: SQL;
}

function placeholders(): Placeholders {
  return {
    userId: sql.placeholder('userId'),
    entId: sql.placeholder('entId'),
    courseId: sql.placeholder('courseId'),
    bundleIds: sql`${sql.placeholder('bundleIds')}::integer[]`,
  };
}

/** The placeholders' values for a viewer: a visitor is user 0 of enterprise 0, whom no probe finds. */
const valuesOf = (session: Session | null, courseId: number, bundleIds: number[]) => ({
  userId: session?.userId ?? 0,
  entId: enterpriseParam(session),
  courseId,
  bundleIds,
});

/**
 * The learner's rows for a course (and the bundles that contain it) as primary-key probes: whether
 * they hold it (bought, in a bundle bought, or licensed by their enterprise)...
 */
function holdingColumns(
  licensed: EnterpriseLicence,
  study: StudyRecords,
  { userId, entId, courseId, bundleIds }: Placeholders,
) {
  return {
    bought: sql<boolean>`${study.holdsOneOf(userId, sql`array[${courseId}::integer]`)}`,
    ownsBundle: sql<boolean>`${study.holdsOneOf(userId, bundleIds)}`,
    licensed: sql<boolean>`${licensed({ userId, entId }, sql`array_prepend(${courseId}::integer, ${bundleIds})`)}`,
  };
}

/** ...and the rest of their relation to it, for the buttons of the pages that show it. */
function flagColumns(licensed: EnterpriseLicence, study: StudyRecords, values: Placeholders) {
  const { userId, courseId } = values;
  return {
    ...holdingColumns(licensed, study, values),
    collected: sql<boolean>`exists (select 1 from ${collections}
      where ${collections.userId} = ${userId} and ${collections.courseId} = ${courseId})`,
    studied: sql<boolean>`${study.studied(userId, courseId)}`,
    lastSectionId: sql<number | null>`${study.lastSectionOf(userId, courseId)}`.mapWith(Number),
  };
}

type FlagRow = { [K in keyof LearnerFlags]: LearnerFlags[K] | null };

const detailFlagsOf = (row: Omit<FlagRow, 'lastSectionId'>): DetailFlags => ({
  bought: row.bought === true,
  ownsBundle: row.ownsBundle === true,
  licensed: row.licensed === true,
  collected: row.collected === true,
  studied: row.studied === true,
});

const flagsOf = (row: FlagRow): LearnerFlags => ({
  ...detailFlagsOf(row),
  lastSectionId: row.lastSectionId ?? null,
});

/**
 * The learner's flags in one statement, prepared once per database: it runs on every logged-in
 * catalogue and play call, and planning its six subqueries afresh each time cost more than running
 * them.
 */
function prepareLearnerFlags(db: Database, licensed: EnterpriseLicence, study: StudyRecords) {
  const values = placeholders();
  return db
    .select(flagColumns(licensed, study, values))
    .from(users)
    .where(eq(users.id, values.userId))
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
    const [row] = await learnerFlagsOf(db).execute(valuesOf(session, courseId, bundleIds));
    return row ? flagsOf(row) : VISITOR;
  };
}

/**
 * A condition on the learner that the order area asks in the same statement as their flags: whether
 * they hold a coupon usable now. The order page is then one round trip for a learner who holds none
 * (most of them); coupons sit above the catalogue, so app.ts hands the condition in.
 */
export type LearnerCondition = (userId: SQLWrapper) => SQL;

/**
 * What the order page asks of a buyer for a course: whether they hold it already (the learner flags
 * that decide it, without those of the page's own buttons), and whether they hold a coupon usable now.
 */
export interface BuyerFlags extends Holding {
  holdsCoupon: boolean;
}

/** One round trip: the buyer's flags for the course (and its bundles) and their coupon condition. */
export type BuyerFlagsReader = (
  db: Database,
  session: Session,
  courseId: number,
  bundleIds: number[],
) => Promise<BuyerFlags>;

/** The holding flags and the coupon condition in one statement. */
export function createBuyerFlagsReader(
  licensed: EnterpriseLicence,
  study: StudyRecords,
  holdsCoupon: LearnerCondition,
): BuyerFlagsReader {
  const buyerFlagsOf = preparedPerDatabase((db: Database) => {
    const values = placeholders();
    return db
      .select({
        ...holdingColumns(licensed, study, values),
        holdsCoupon: sql<boolean>`${holdsCoupon(values.userId)}`,
      })
      .from(users)
      .where(eq(users.id, values.userId))
      .prepare('buyer_flags');
  });
  return async function readBuyerFlags(db, session, courseId, bundleIds) {
    const [row] = await buyerFlagsOf(db).execute(valuesOf(session, courseId, bundleIds));
    return {
      bought: row?.bought === true,
      ownsBundle: row?.ownsBundle === true,
      licensed: row?.licensed === true,
      holdsCoupon: row?.holdsCoupon === true,
    };
  };
}

/** Where a statement of the order area puts the buyer, their enterprise, the course and its bundles. */
export interface BuyerSlots {
  userId: SQLWrapper;
  entId: SQLWrapper;
  courseId: SQLWrapper;
  /** An integer[] expression. */
  bundleIds: SQL;
}

/**
 * The buyer's flags as one SQL condition over `slots`: true when they hold neither the course, nor a
 * bundle holding it, nor a licence to either, nor a coupon usable now (every flag of BuyerFlags
 * false). The order area inserts the common order on it, in one round trip instead of two.
 */
export type BuyerHoldsNothing = (slots: BuyerSlots) => SQL;

export function buyerHoldsNothingRule(
  licensed: EnterpriseLicence,
  study: StudyRecords,
  holdsCoupon: LearnerCondition,
): BuyerHoldsNothing {
  return (slots) => {
    const { bought, ownsBundle, licensed: licensedFlag } = holdingColumns(licensed, study, slots);
    return sql`not (${bought} or ${ownsBundle} or ${licensedFlag} or ${holdsCoupon(slots.userId)})`;
  };
}

/**
 * The course detail's viewer facts: the learner flags and the course's live in one statement over
 * the course's own row, for a visitor as user 0 of no enterprise (whose probes find nothing). The
 * logged-in detail ran the flags and the live as two statements in parallel, and the profile of the
 * bench's run spent 40% of the server's busy time on the sockets' writes of the queries and
 * replies: one round trip a view instead of two.
 */
export function createCourseViewerReader(
  licensed: EnterpriseLicence,
  study: StudyRecords,
  courseLive: CourseLiveColumn,
): CourseViewerReader {
  const viewerFactsOf = preparedPerDatabase((db: Database) => {
    const values = placeholders();
    // Every column a probe of its own: the one the detail does not show is left out.
    const { lastSectionId: _outlineOnly, ...detailColumns } = flagColumns(licensed, study, values);
    return db
      .select({
        ...detailColumns,
        live: sql<number[] | null>`${courseLive(values, values.courseId)}`,
      })
      .from(courses)
      .where(eq(courses.id, values.courseId))
      .prepare('course_viewer');
  });
  return async function readCourseViewer(db, session, courseId, bundleIds) {
    const [row] = await viewerFactsOf(db).execute(valuesOf(session, courseId, bundleIds));
    if (!row) return { learner: VISITOR, live: null };
    const [liveId, subscribed] = row.live ?? [];
    return {
      learner: session ? detailFlagsOf(row) : VISITOR,
      live: liveId === undefined ? null : { liveId, subscribeStatus: subscribed === 1 ? 1 : 0 },
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
  learner: Holding,
  isVip: boolean,
): boolean {
  if (facts.course.charge === 0) return true;
  if (learner.bought || learner.ownsBundle || learner.licensed) return true;
  return isVip && (freeForMembers(facts.course) || facts.containingBundles.some(freeForMembers));
}
