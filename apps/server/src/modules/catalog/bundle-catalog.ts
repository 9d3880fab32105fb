import { type BundleGroup, ProductTypes } from '@zhixue/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { listedOnMainSite } from './course-cards.js';
import type { CourseFactsReader } from './course-facts.js';
import * as tables from './tables.js';

const { bundleGroups, bundleCourses, courses } = tables;

/** A bundle's named groups with their published courses, in operator order; empty groups are left out. */
export async function loadBundleCatalog(
  db: Database,
  factsOf: CourseFactsReader,
  bundleId: number,
): Promise<BundleGroup[]> {
  const facts = await factsOf(bundleId);
  if (facts?.course.type !== ProductTypes.BUNDLE) throw new AppError('BUNDLE_NOT_FOUND');
  const rows = await db
    .select({
      groupId: bundleGroups.id,
      groupName: bundleGroups.name,
      id: courses.id,
      name: courses.name,
      picCover: courses.picCover,
      count: courses.lessonCount,
    })
    .from(bundleGroups)
    .innerJoin(bundleCourses, eq(bundleCourses.groupId, bundleGroups.id))
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(and(eq(bundleGroups.bundleId, bundleId), listedOnMainSite))
    .orderBy(asc(bundleGroups.sort), asc(bundleGroups.id), asc(bundleCourses.sort), asc(courses.id));
  const groups = new Map<number, BundleGroup>();
  for (const { groupId, groupName, ...course } of rows) {
    let group = groups.get(groupId);
    if (!group) {
      group = { name: groupName, bundleId, courseFrontList: [] };
      groups.set(groupId, group);
    }
    group.courseFrontList.push(course);
  }
  return [...groups.values()];
}
