import { sql } from 'drizzle-orm';
import type { CampEnrolment } from '../exams/index.js';
import * as tables from './tables/index.js';

const { trainingUsers } = tables;

/**
 * Who may sit a camp's exam (the exams area's CampEnrolment, handed in by app.ts): a learner enrolled
 * in the camp, in any of its terms or in none (offline and trial camps).
 */
export const enrolledInCamp: CampEnrolment = (userId, trainingId) =>
  sql`exists (select 1 from ${trainingUsers}
    where ${trainingUsers.userId} = ${userId} and ${trainingUsers.trainingId} = ${trainingId})`;
