import type { AdminCourse, AdminCourseListRequest, CourseUpdateRequest, Page } from '@zhixue/contract';
import { type AnyColumn, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createTtlCache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange, type ContentCaches } from '../../platform/http/index.js';
import { FACTS_TTL_MS } from './course-facts.js';
import { courseNameContains } from './search.js';
import * as tables from './tables.js';

const { courses, categories } = tables;

const courseColumns = {
  id: courses.id,
  type: courses.type,
  channel: courses.channel,
  name: courses.name,
  summary: courses.summary,
  picCover: courses.picCover,
  categoryId: courses.categoryId,
  categoryName: categories.name,
  charge: courses.charge,
  price: courses.price,
  linePrice: courses.linePrice,
  vip: courses.vip,
  vipCharge: courses.vipCharge,
  vipPrice: courses.vipPrice,
  published: courses.published,
  learnerCount: courses.learnerCount,
  publishedAt: courses.publishedAt,
  videoEncryption: courses.videoEncryption,
  idleCheckMinutes: courses.idleCheckMinutes,
};

const ORDERS: Record<AdminCourseQuery['sort'], SQL> = {
  id: asc(courses.id),
  '-id': desc(courses.id),
  price: asc(courses.price),
  '-price': desc(courses.price),
  learnerCount: asc(courses.learnerCount),
  '-learnerCount': desc(courses.learnerCount),
};

/** The row as the contract names it; its codes (type, charge, vip) are the columns' small integers, checked by the response schema. */
const present = (row: { publishedAt: Date }) =>
  ({ ...row, publishedAt: row.publishedAt.toISOString() }) as AdminCourse;

function selectCourses(db: Database) {
  return db.select(courseColumns).from(courses).leftJoin(categories, eq(categories.id, courses.categoryId));
}

type AdminCourseQuery = z.output<typeof AdminCourseListRequest>;

/**
 * The console's course list: every channel, published or not; the keyword matches the name. A
 * filter's total, and each page asked, are kept in process until the next content change (decision
 * 0040: every console write, and a live's replay, clears them in every process): operators page back
 * and forth through the same lists, and counting a filter scans every course it matches (decision
 * 0055). A page's learner counts may lag a purchase by the caches' 30 seconds, as the site's do.
 */
export function createAdminCourseList(db: Database, caches: ContentCaches) {
  const totals = caches.add(createTtlCache<string, number>({ ttlMs: FACTS_TTL_MS, maxEntries: 1_000 }));
  const pages = caches.add(createTtlCache<string, AdminCourse[]>({ ttlMs: FACTS_TTL_MS, maxEntries: 1_000 }));
  return async (query: AdminCourseQuery): Promise<Page<AdminCourse>> => {
    const where = adminCourseFilter(query);
    const { keyword, categoryId, type, channel, published, sort, pageCurrent, pageSize } = query;
    const filter = JSON.stringify([keyword, categoryId, type, channel, published]);
    const [list, total] = await Promise.all([
      pages.get(JSON.stringify([filter, sort, pageCurrent, pageSize]), async () =>
        (await readCoursePage(db, where, query)).map(present),
      ),
      totals.get(filter, async () => {
        const [row] = await db.select({ total: count() }).from(courses).where(where);
        return row?.total ?? 0;
      }),
    ]);
    return { list, total, pageCurrent, pageSize };
  };
}

/**
 * One page of the list: the page's ids are found first, down the sort's index, and only those 20
 * rows are read whole and joined to their category. A deep page otherwise joined and read every row
 * it skipped.
 */
function readCoursePage(db: Database, where: SQL | undefined, query: AdminCourseQuery) {
  const order = [ORDERS[query.sort], desc(courses.id)];
  const page = db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageCurrent - 1) * query.pageSize)
    .as('page');
  return selectCourses(db)
    .innerJoin(page, eq(page.id, courses.id))
    .orderBy(...order);
}

function adminCourseFilter(query: AdminCourseQuery): SQL | undefined {
  return and(
    query.keyword ? courseNameContains(courses.name, query.keyword) : undefined,
    query.categoryId === undefined ? undefined : eq(courses.categoryId, query.categoryId),
    query.type === undefined ? undefined : eq(courses.type, query.type),
    query.channel === undefined ? undefined : eq(courses.channel, query.channel),
    query.published === undefined ? undefined : eq(courses.published, query.published),
  );
}

/**
 * Which courses a console caller may read and change, as a condition on a course id (a column or a
 * value): every course for the platform's console, its own private courses for an enterprise's
 * (modules/enterprise). A course outside it is the same not-found as a course never made. Write it
 * as `<id> in (...)`: a select of one table leaves the column unqualified.
 */
export type CourseScope = (courseId: SQL | AnyColumn) => SQL;
export const everyCourse: CourseScope = () => sql`true`;

export async function findCourse(
  tx: Database,
  id: number,
  lock = false,
  scope: CourseScope = everyCourse,
): Promise<AdminCourse> {
  const query = selectCourses(tx).where(and(eq(courses.id, id), scope(courses.id)));
  const [row] = lock ? await query.for('update', { of: courses }) : await query;
  if (!row) throw new AppError('COURSE_NOT_FOUND');
  return present(row);
}

export async function updateCourse(
  tx: Database,
  change: z.output<typeof CourseUpdateRequest> | { id: number; published: boolean },
  audit: (change: AuditChange) => void,
  scope: CourseScope = everyCourse,
): Promise<AdminCourse> {
  const { id, ...values } = change;
  const before = await findCourse(tx, id, true, scope);
  if ('categoryId' in values && values.categoryId !== null) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, values.categoryId));
    if (!category) throw new AppError('CATEGORY_NOT_FOUND');
  }
  // A course published again appears as new from now on.
  const republished = 'published' in values && values.published && !before.published;
  await tx
    .update(courses)
    .set({ ...values, ...(republished ? { publishedAt: sql`now()` } : {}) })
    .where(eq(courses.id, id));
  const after = await findCourse(tx, id);
  audit({ entity: 'course', entityId: id, before, after });
  return after;
}
