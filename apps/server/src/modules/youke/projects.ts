import type { YoukeList, YoukeProject } from '@zhixue/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { youkeProjects, youkeLists } = tables;

/** Every published youke project in order, with how many published lists it holds. */
export async function listYoukeProjects(db: Database): Promise<YoukeProject[]> {
  return db
    .select({
      id: youkeProjects.id,
      name: youkeProjects.name,
      intro: youkeProjects.intro,
      picCover: youkeProjects.picCover,
      listCount: count(youkeLists.id),
    })
    .from(youkeProjects)
    .leftJoin(youkeLists, and(eq(youkeLists.projectId, youkeProjects.id), eq(youkeLists.published, true)))
    .where(eq(youkeProjects.published, true))
    .groupBy(youkeProjects.id)
    .orderBy(asc(youkeProjects.sort), asc(youkeProjects.id));
}

/** The published lists of one published project, in order; an unknown or unpublished project has none. */
export async function listYoukeLists(db: Database, projectId: number): Promise<YoukeList[]> {
  return db
    .select({ id: youkeLists.id, name: youkeLists.name })
    .from(youkeLists)
    .innerJoin(youkeProjects, eq(youkeProjects.id, youkeLists.projectId))
    .where(
      and(
        eq(youkeLists.projectId, projectId),
        eq(youkeLists.published, true),
        eq(youkeProjects.published, true),
      ),
    )
    .orderBy(asc(youkeLists.sort), asc(youkeLists.id));
}
