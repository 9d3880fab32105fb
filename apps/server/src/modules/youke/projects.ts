import type { YoukeList, YoukeProject } from '@zhixue/contract';
import { asc, count, eq } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';

const { youkeProjects, youkeLists } = tables;

/** Every youke project in order, with how many lists it holds. */
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
    .leftJoin(youkeLists, eq(youkeLists.projectId, youkeProjects.id))
    .groupBy(youkeProjects.id)
    .orderBy(asc(youkeProjects.sort), asc(youkeProjects.id));
}

/** The lists of one project, in order; an unknown project has none. */
export async function listYoukeLists(db: Database, projectId: number): Promise<YoukeList[]> {
  return db
    .select({ id: youkeLists.id, name: youkeLists.name })
    .from(youkeLists)
    .where(eq(youkeLists.projectId, projectId))
    .orderBy(asc(youkeLists.sort), asc(youkeLists.id));
}
