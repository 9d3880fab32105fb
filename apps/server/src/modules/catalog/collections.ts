import { type CourseCard, type Page, type PageQuery, rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.js';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { enforceLimits } from '../../platform/rate-limit.js';
import { cardColumns, listedOnMainSite, toCard } from './course-cards.js';
import * as tables from './tables.js';

const { collections, courses, lecturers } = tables;

/** Toggles are cheap but each is a write; a person clicking never comes near this. */
const TOGGLES_PER_MINUTE = 60;

/**
 * Collects (status 1) or removes (status 0) a listed course of the given type (1 single course,
 * 2 bundle). Both directions are idempotent: collecting twice keeps one row, removing twice is fine.
 */
export async function setCollection(
  db: Database,
  cache: Cache,
  userId: number,
  { id, type, status }: { id: number; type: 1 | 2; status: 0 | 1 },
): Promise<null> {
  await enforceLimits(cache, [
    {
      key: `collection:user:${userId}`,
      limit: TOGGLES_PER_MINUTE,
      windowSeconds: 60,
      reason: 'COLLECT_TOO_FREQUENT',
    },
  ]);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.type, type), listedOnMainSite));
  if (!course) throw new AppError('COURSE_NOT_FOUND');
  if (status === 1) {
    await db.insert(collections).values({ userId, courseId: id }).onConflictDoNothing();
  } else {
    await db.delete(collections).where(and(eq(collections.userId, userId), eq(collections.courseId, id)));
  }
  return null;
}

/** The learner's favourites, most recently collected first; courses taken off the site are left out. */
export async function pageCollections(
  db: Database,
  userId: number,
  { pageCurrent, pageSize }: PageQuery,
): Promise<Page<CourseCard>> {
  const where = and(eq(collections.userId, userId), listedOnMainSite);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(collections)
      .innerJoin(courses, eq(courses.id, collections.courseId))
      .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId))
      .where(where)
      .orderBy(desc(collections.createdAt), desc(collections.courseId))
      .limit(pageSize)
      .offset(rowsBefore({ pageCurrent, pageSize })),
    db
      .select({ value: count() })
      .from(collections)
      .innerJoin(courses, eq(courses.id, collections.courseId))
      .where(where),
  ]);
  return { list: rows.map(toCard), total: total?.value ?? 0, pageCurrent, pageSize };
}
