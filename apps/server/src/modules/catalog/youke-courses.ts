import { ProductTypes } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import { type Database, reorderRows } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { courses } = tables;

/** The sort after the last course of a youke list: a course added or moved there goes last. */
const lastInList = (listId: number) =>
  sql`(select coalesce(max(${courses.sort}), 0) + 1 from ${courses} where ${courses.youkeListId} = ${listId})`;

/**
 * A youke list's new course, unpublished, last in the list (the youke area keeps the lists). Youke
 * courses are free courses: nothing to sell, no VIP rule. Answers its id.
 */
export async function addYoukeCourse(
  tx: Database,
  listId: number,
  course: { name: string; summary: string },
): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      type: ProductTypes.COURSE,
      channel: 'youke',
      name: course.name,
      summary: course.summary,
      description: '',
      picCover: '',
      picHeader: '',
      picPcBanner: '',
      youkeListId: listId,
      charge: 0,
      price: 0,
      linePrice: 0,
      vip: 0,
      sort: lastInList(listId),
      published: false,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('the new youke course was not inserted');
  return row.id;
}

/** Moves a youke course to the end of another youke list. */
export async function moveToYoukeList(tx: Database, courseId: number, listId: number): Promise<void> {
  await tx
    .update(courses)
    .set({ youkeListId: listId, sort: lastInList(listId) })
    .where(eq(courses.id, courseId));
}

/** Orders a youke list's courses as `ids`; the order before, or null when `ids` are not its courses. */
export function reorderYoukeList(tx: Database, listId: number, ids: number[]): Promise<number[] | null> {
  return reorderRows(
    tx,
    { table: courses, id: courses.id, sort: courses.sort },
    eq(courses.youkeListId, listId),
    ids,
  );
}
