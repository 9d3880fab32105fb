import { sql } from 'drizzle-orm';
import type { CampEnrolment } from '../exams/index.js';
import * as tables from './tables/index.js';

const { trainingUsers } = tables;

/**
 * Who may sit a camp's exam (the exams area's CampEnrolment, handed in by app.ts): a learner enrolled
 * in the camp, in any of its terms or in none (offline and trial camps). The expression is the
 * learner's latest enrolment in the camp (null: none), which is also the exam page's way back to
 * the plan.
 */
export const enrolledInCamp: CampEnrolment = (userId, trainingId) =>
  sql<number | null>`(select max(${trainingUsers.id}) from ${trainingUsers}
    where ${trainingUsers.userId} = ${userId} and ${trainingUsers.trainingId} = ${trainingId})`;
