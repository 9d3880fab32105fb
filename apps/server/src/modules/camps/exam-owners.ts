import { desc, eq, sql } from 'drizzle-orm';
import type { CampDirectory } from '../exams/index.js';
import * as tables from './tables/index.js';

const { trainings } = tables;

/** The camps as the exams console shows them as owners of exams (its CampDirectory, handed in by app.ts). */
export const campDirectory: CampDirectory = {
  nameOf: (trainingId) =>
    sql<string | null>`(select ${trainings.name} from ${trainings} where ${trainings.id} = ${trainingId})`,
  exists: async (db, trainingId) =>
    (await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId))).length > 0,
  list: (db) =>
    db.select({ id: trainings.id, name: trainings.name }).from(trainings).orderBy(desc(trainings.id)),
};
