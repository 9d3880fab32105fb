import type { courseList, ParsedRequestOf } from '@zhixue/contract';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { forMembers } from './course-cards.js';
import * as tables from './tables.js';

const { courses, categories } = tables;

export type CourseListQuery = ParsedRequestOf<typeof courseList>;

/** The orders of `course/list`, by `sort`; ties go by id so that pages never overlap. */
export const ORDERS: Record<CourseListQuery['sort'], SQL[]> = {
  default: [asc(courses.sort), asc(courses.id)],
  newest: [desc(courses.publishedAt), asc(courses.id)],
  popular: [desc(courses.learnerCount), asc(courses.id)],
  priceAsc: [asc(courses.price), asc(courses.id)],
  priceDesc: [desc(courses.price), asc(courses.id)],
};

/** The columns ORDERS sort by: a union of matches carries them so that it can be ordered. */
export const ORDER_COLUMNS = sql`${courses.id}, ${courses.sort}, ${courses.publishedAt}, ${courses.learnerCount}, ${courses.price}`;

export const CHARGES: Record<CourseListQuery['charge'], SQL | undefined> = {
  all: undefined,
  free: eq(courses.charge, 0),
  paid: eq(courses.charge, 1),
  vip: forMembers,
};

/** A top-level category also holds the courses of its sub-categories. `categoryId` may be a placeholder. */
export function inCategory(categoryId: unknown): SQL {
  return sql`${courses.categoryId} in (select ${categories.id} from ${categories}
    where ${or(sql`${categories.id} = ${categoryId}`, sql`${categories.parentId} = ${categoryId}`)})`;
}

/** The filters other than the keyword. */
export function filtersOf(query: CourseListQuery): SQL | undefined {
  const { categoryId, type, charge } = query;
  return and(
    categoryId === undefined ? undefined : inCategory(categoryId),
    type === undefined ? undefined : eq(courses.type, type),
    CHARGES[charge],
  );
}
