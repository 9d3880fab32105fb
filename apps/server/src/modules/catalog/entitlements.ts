import { type SQL, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import type { CourseFacts } from './course-facts.js';

const { userCourses, collections, courseStudy, enterpriseCourses } = tables;

/** A learner's own relation to one course; all false for a visitor. */
export interface LearnerFlags {
  /** `user_courses` holds (learner, course): the spec's `buy`. */
  bought: boolean;
  /** `user_courses` holds a bundle that contains the course. */
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

const anyOf = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** One round trip: primary-key probes of the learner's rows for the course (and its bundles). */
export async function readLearnerFlags(
  db: Database,
  session: Session | null,
  courseId: number,
  bundleIds: number[],
): Promise<LearnerFlags> {
  if (!session) return VISITOR;
  const { userId, entId } = session;
  const ownsBundle =
    bundleIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${userCourses} where ${userCourses.userId} = ${userId}
          and ${userCourses.courseId} in (${anyOf(bundleIds)}))`;
  const licensed =
    entId === null
      ? sql`false`
      : sql`exists (select 1 from ${enterpriseCourses} where ${enterpriseCourses.entId} = ${entId}
          and ${enterpriseCourses.courseId} in (${anyOf([courseId, ...bundleIds])}))`;
  const result = await db.execute(sql`select
    exists (select 1 from ${userCourses} where ${userCourses.userId} = ${userId}
      and ${userCourses.courseId} = ${courseId}) as bought,
    ${ownsBundle} as owns_bundle,
    ${licensed} as licensed,
    exists (select 1 from ${collections} where ${collections.userId} = ${userId}
      and ${collections.courseId} = ${courseId}) as collected,
    exists (select 1 from ${courseStudy} where ${courseStudy.userId} = ${userId}
      and ${courseStudy.courseId} = ${courseId}) as studied,
    (select ${courseStudy.lastSectionId} from ${courseStudy} where ${courseStudy.userId} = ${userId}
      and ${courseStudy.courseId} = ${courseId}) as last_section_id`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return VISITOR;
  return {
    bought: row.bought === true,
    ownsBundle: row.owns_bundle === true,
    licensed: row.licensed === true,
    collected: row.collected === true,
    studied: row.studied === true,
    lastSectionId: row.last_section_id === null ? null : Number(row.last_section_id),
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
