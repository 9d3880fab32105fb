import { ProductTypes } from '@zhixue/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { createTtlCache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import type { ContentCaches } from '../../platform/http/index.js';
import { listedOnMainSite } from './course-cards.js';
import * as tables from './tables.js';

const { courses, lecturers, sections, bundleGroups, bundleCourses, activities, activityProducts } = tables;

/** An activity price of a product, for an activity that has not ended yet. */
export interface ActivityPrice {
  activityId: number;
  activityPrice: number;
  startAt: number;
  endAt: number;
}

/** What a bundle containing a course means for that course (bundle entitlements, see entitlements.ts). */
export interface ContainingBundle {
  id: number;
  charge: number;
  vip: number;
  vipCharge: number;
}

/**
 * Everything about a course or bundle of the main site that is the same for every learner. It is
 * read on every detail view and changes rarely, so it is cached in process for a short while
 * (decision 0007); the learner's own flags are read fresh and laid over it.
 */
export interface CourseFacts {
  course: Awaited<ReturnType<typeof readCourse>>[number];
  durationSeconds: number;
  /** Not-ended activities for this product, cheapest first; which one runs is decided per request. */
  activities: ActivityPrice[];
  /** For a bundle: its published courses. */
  bundleCourseIds: number[];
  /** For a single course: the published bundles that contain it. */
  containingBundles: ContainingBundle[];
}

/**
 * What a course's detail page shows of it, on either site: select it with `lecturers` left-joined on
 * the course's lecturer.
 */
export const courseShowcaseColumns = {
  id: courses.id,
  name: courses.name,
  type: courses.type,
  summary: courses.summary,
  description: courses.description,
  picCover: courses.picCover,
  picHeader: courses.picHeader,
  picPcBanner: courses.picPcBanner,
  labelNameList: courses.labels,
  lecturerId: courses.lecturerId,
  lecturerName: lecturers.name,
  learnerCount: courses.learnerCount,
  lessonCount: courses.lessonCount,
};

/** `unpublished`: a course of the main site whether published or not (a console preview). */
function readCourse(db: Database, id: number, unpublished = false) {
  return db
    .select({
      ...courseShowcaseColumns,
      charge: courses.charge,
      price: courses.price,
      vip: courses.vip,
      vipCharge: courses.vipCharge,
      vipPrice: courses.vipPrice,
      linePrice: courses.linePrice,
      enquire: courses.enquire,
    })
    .from(courses)
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
    .where(and(eq(courses.id, id), unpublished ? eq(courses.channel, 'main') : listedOnMainSite));
}

/** Published main-site courses of a bundle, in group and position order. */
function readBundleCourseIds(db: Database, bundleId: number) {
  return db
    .select({ id: bundleCourses.courseId })
    .from(bundleCourses)
    .innerJoin(bundleGroups, eq(bundleGroups.id, bundleCourses.groupId))
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(and(eq(bundleGroups.bundleId, bundleId), listedOnMainSite))
    .orderBy(asc(bundleGroups.sort), asc(bundleGroups.id), asc(bundleCourses.sort));
}

function readContainingBundles(db: Database, courseId: number) {
  return db
    .selectDistinct({
      id: courses.id,
      charge: courses.charge,
      vip: courses.vip,
      vipCharge: courses.vipCharge,
    })
    .from(bundleCourses)
    .innerJoin(bundleGroups, eq(bundleGroups.id, bundleCourses.groupId))
    .innerJoin(courses, eq(courses.id, bundleGroups.bundleId))
    .where(and(eq(bundleCourses.courseId, courseId), listedOnMainSite));
}

async function readDuration(db: Database, courseIds: number[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${sections.durationSeconds})` })
    .from(sections)
    .where(inArray(sections.courseId, courseIds));
  return Number(row?.total ?? 0);
}

/** A product's activities that have not ended yet, cheapest first (product types as in the catalogue: 1, 2, 8). */
export async function readActivityPrices(
  db: Database,
  productType: number,
  productId: number,
): Promise<ActivityPrice[]> {
  const rows = await db
    .select({
      activityId: activities.id,
      activityPrice: activityProducts.activityPrice,
      startAt: activities.startAt,
      endAt: activities.endAt,
    })
    .from(activityProducts)
    .innerJoin(activities, eq(activities.id, activityProducts.activityId))
    .where(
      and(
        eq(activityProducts.productType, productType),
        eq(activityProducts.productId, productId),
        gt(activities.endAt, sql`now()`),
      ),
    )
    .orderBy(asc(activityProducts.activityPrice), asc(activities.id));
  return rows.map((row) => ({
    activityId: row.activityId,
    activityPrice: row.activityPrice,
    startAt: row.startAt.getTime(),
    endAt: row.endAt.getTime(),
  }));
}

/**
 * The facts of a listed course or bundle, or null when there is none by that id; with `unpublished`
 * those of an unpublished one of the main site too (never cached: a preview).
 */
export async function loadCourseFacts(
  db: Database,
  id: number,
  unpublished = false,
): Promise<CourseFacts | null> {
  const [course] = await readCourse(db, id, unpublished);
  if (!course) return null;
  const isBundle = course.type === ProductTypes.BUNDLE;
  const [bundleRows, containingBundles, activityPrices] = await Promise.all([
    isBundle ? readBundleCourseIds(db, id) : Promise.resolve([]),
    isBundle ? Promise.resolve([]) : readContainingBundles(db, id),
    readActivityPrices(db, course.type, id),
  ]);
  const bundleCourseIds = [...new Set(bundleRows.map((row) => row.id))];
  return {
    course,
    durationSeconds: await readDuration(db, isBundle ? bundleCourseIds : [id]),
    activities: activityPrices,
    bundleCourseIds,
    containingBundles,
  };
}

/** The cheapest activity running at `now`, if any, of a product's activities (cheapest first). */
export function runningActivity(activities: ActivityPrice[], now = Date.now()): ActivityPrice | null {
  return activities.find((activity) => activity.startAt <= now && now < activity.endAt) ?? null;
}

/** Seconds until the running activity of `facts` may change: the next start or end of one. */
export function secondsUntilActivityChange(facts: CourseFacts, now = Date.now()): number {
  const boundaries = facts.activities
    .flatMap((activity) => [activity.startAt, activity.endAt])
    .filter((instant) => instant > now);
  return boundaries.length === 0 ? Number.POSITIVE_INFINITY : (Math.min(...boundaries) - now) / 1000;
}

/** Reads the facts of a course through the in-process cache of decision 0007. */
export type CourseFactsReader = (id: number) => Promise<CourseFacts | null>;

/**
 * How long a process keeps what it read of the catalogue. Every content change clears these caches
 * in every process (decision 0040): the bound applies only while a process cannot hear of changes.
 */
export const FACTS_TTL_MS = 30_000;
const FACTS_MAX_ENTRIES = 5_000;

export function cachedCourseFacts(db: Database, caches: ContentCaches): CourseFactsReader {
  const cache = caches.add(
    createTtlCache<number, CourseFacts | null>({ ttlMs: FACTS_TTL_MS, maxEntries: FACTS_MAX_ENTRIES }),
  );
  return (id) => cache.get(id, () => loadCourseFacts(db, id));
}
