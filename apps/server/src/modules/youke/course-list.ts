import {
  type Page,
  type ParsedRequestOf,
  rowsBefore,
  type YoukeCard,
  type youkeCourseList,
} from '@zhixue/contract';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { courses, lecturers } = catalogTables;
const { youkeLists, youkeProjects } = tables;

export type YoukeCourseListQuery = ParsedRequestOf<typeof youkeCourseList>;

/**
 * Courses the youke pages list: published courses of channel `youke` that sit in a published list of
 * a published project (the console publishes each of the three on its own).
 */
export const listedAsYouke = and(
  eq(courses.channel, 'youke'),
  eq(courses.published, true),
  sql`${courses.youkeListId} in (select youke_lists.id from youke_lists
    join youke_projects on youke_projects.id = youke_lists.project_id
    where youke_lists.published and youke_projects.published)`,
);

/** YoukeCard rows: a course with its list's project and its lecturer; callers add filter and order. */
function selectYoukeCards(db: Database) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      picCover: courses.picCover,
      count: courses.lessonCount,
      lecturerName: lecturers.name,
      learnerCount: courses.learnerCount,
      projectName: youkeProjects.name,
    })
    .from(courses)
    .innerJoin(youkeLists, eq(youkeLists.id, courses.youkeListId))
    .innerJoin(youkeProjects, eq(youkeProjects.id, youkeLists.projectId))
    .leftJoin(lecturers, eq(lecturers.id, courses.lecturerId));
}

/** The home page's free-trial shelf: youke courses that have lessons, in project order. */
export function listHomeYoukeCourses(db: Database, limit: number): Promise<YoukeCard[]> {
  return selectYoukeCards(db)
    .where(and(listedAsYouke, gt(courses.lessonCount, 0)))
    .orderBy(asc(youkeProjects.sort), asc(courses.sort), asc(courses.id))
    .limit(limit);
}

async function assertListExists(db: Database, listId: number, projectId: number | undefined) {
  const [list] = await db
    .select({ projectId: youkeLists.projectId })
    .from(youkeLists)
    .innerJoin(youkeProjects, eq(youkeProjects.id, youkeLists.projectId))
    // An unpublished list, or one of an unpublished project, is not on the site yet.
    .where(and(eq(youkeLists.id, listId), eq(youkeLists.published, true), eq(youkeProjects.published, true)))
    .limit(1);
  if (!list || (projectId !== undefined && list.projectId !== projectId)) {
    throw new AppError('YOUKE_LIST_NOT_FOUND');
  }
}

/** Published youke courses, of one project or one list when asked, paged. */
export async function pageYoukeCourses(db: Database, query: YoukeCourseListQuery): Promise<Page<YoukeCard>> {
  const { projectId, listId, pageCurrent, pageSize } = query;
  if (listId !== undefined) await assertListExists(db, listId, projectId);
  const where: SQL | undefined = and(
    listedAsYouke,
    projectId === undefined ? undefined : eq(youkeLists.projectId, projectId),
    listId === undefined ? undefined : eq(courses.youkeListId, listId),
  );
  const [list, [total]] = await Promise.all([
    selectYoukeCards(db)
      .where(where)
      .orderBy(asc(youkeProjects.sort), asc(youkeLists.sort), asc(courses.sort), asc(courses.id))
      .limit(pageSize)
      .offset(rowsBefore({ pageCurrent, pageSize })),
    db
      .select({ value: count() })
      .from(courses)
      .innerJoin(youkeLists, eq(youkeLists.id, courses.youkeListId))
      .where(where),
  ]);
  return { list, total: total?.value ?? 0, pageCurrent, pageSize };
}
