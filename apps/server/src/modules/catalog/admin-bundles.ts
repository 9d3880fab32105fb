import { type AdminBundleMembers, type adminBundleSetMembers, ProductTypes } from '@zhixue/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import { findCourse } from './admin-courses.js';
import * as tables from './tables.js';

const { bundleGroups, bundleCourses, courses } = tables;

/** A bundle's groups and member courses in the learners' order, unpublished members included. */
export async function readBundleMembers(db: Database, bundleId: number): Promise<AdminBundleMembers> {
  const bundle = await findCourse(db, bundleId);
  if (bundle.type !== ProductTypes.BUNDLE) throw new AppError('BUNDLE_NOT_FOUND');
  const [groupRows, memberRows] = await Promise.all([
    db
      .select({ id: bundleGroups.id, name: bundleGroups.name })
      .from(bundleGroups)
      .where(eq(bundleGroups.bundleId, bundleId))
      .orderBy(asc(bundleGroups.sort), asc(bundleGroups.id)),
    db
      .select({
        groupId: bundleCourses.groupId,
        id: courses.id,
        name: courses.name,
        published: courses.published,
      })
      .from(bundleCourses)
      .innerJoin(bundleGroups, eq(bundleGroups.id, bundleCourses.groupId))
      .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
      .where(eq(bundleGroups.bundleId, bundleId))
      .orderBy(asc(bundleCourses.sort), asc(courses.id)),
  ]);
  return {
    bundle,
    groups: groupRows.map((group) => ({
      name: group.name,
      courses: memberRows
        .filter((row) => row.groupId === group.id)
        .map(({ groupId: _group, ...course }) => course),
    })),
  };
}

/**
 * Replaces the bundle's groups and members whole. Members must be single courses of the main site
 * (published or not: an unpublished member is simply left out of the learner's catalog until it is
 * published), each once. The bundle's course count (`lessonCount`, shown on its card) follows.
 */
export async function setBundleMembers(
  tx: Database,
  { id, groups }: z.output<(typeof adminBundleSetMembers)['request']>,
  audit: (change: AuditChange) => void,
): Promise<AdminBundleMembers> {
  await findCourse(tx, id, true);
  const before = await readBundleMembers(tx, id);
  const courseIds = groups.flatMap((group) => group.courseIds);
  if (new Set(courseIds).size !== courseIds.length) throw new AppError('BUNDLE_MEMBER_REPEATED');
  if (courseIds.length > 0) {
    const singles = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          inArray(courses.id, courseIds),
          eq(courses.type, ProductTypes.COURSE),
          eq(courses.channel, 'main'),
        ),
      );
    if (singles.length !== courseIds.length) throw new AppError('BUNDLE_MEMBER_INVALID');
  }
  await tx.delete(bundleGroups).where(eq(bundleGroups.bundleId, id));
  for (const [sort, group] of groups.entries()) {
    const [row] = await tx
      .insert(bundleGroups)
      .values({ bundleId: id, name: group.name, sort })
      .returning({ id: bundleGroups.id });
    if (!row) throw new Error('no bundle group inserted');
    if (group.courseIds.length > 0) {
      await tx
        .insert(bundleCourses)
        .values(group.courseIds.map((courseId, index) => ({ groupId: row.id, courseId, sort: index })));
    }
  }
  await tx.update(courses).set({ lessonCount: courseIds.length }).where(eq(courses.id, id));
  const after = await readBundleMembers(tx, id);
  audit({ entity: 'bundle', entityId: id, before: before.groups, after: after.groups });
  return after;
}
