import * as tables from '../src/tables.js';
import type { TestServer } from './harness.js';
import { learningCalls, pastPlayToken } from './learning-support.js';
import type { LoggedIn } from './login-helpers.js';

const { trainingTerms, trainingUsers } = tables;

/** A seeded online camp whose plan has three required courses. */
export const CAMP = 1;

/**
 * What the camp tests set up straight in the database: a term of the seeded camp (its plan copied in
 * by the trigger), an enrolment in it, and a section watched to its end through a heartbeat call.
 */
export function campFixtures(server: TestServer) {
  const db = () => server.database.db;
  const { data } = learningCalls(server);

  async function insertTerm(term: { name: string; startDate: string; endDate: string }): Promise<number> {
    const [row] = await db()
      .insert(trainingTerms)
      .values({
        trainingId: CAMP,
        ...term,
        enrollStartDate: '2020-01-01',
        enrollEndDate: term.startDate,
        capacity: 100_000,
      })
      .returning({ id: trainingTerms.id });
    if (!row) throw new Error('term not inserted');
    return row.id;
  }

  async function enrol(userId: number, termId: number): Promise<number> {
    const [row] = await db()
      .insert(trainingUsers)
      .values({ userId, trainingId: CAMP, termId })
      .returning({ id: trainingUsers.id });
    if (!row) throw new Error('enrolment not inserted');
    return row.id;
  }

  /** One heartbeat at the section's end, from a play that began long enough ago: the section is learned. */
  function watchToEnd(
    heartbeatPath: string,
    who: LoggedIn,
    courseId: number,
    section: { id: number; durationSeconds: number },
  ): Promise<unknown> {
    return data(who, heartbeatPath, {
      courseId,
      sectionId: section.id,
      playToken: pastPlayToken({
        userId: who.userId,
        courseId,
        sectionId: section.id,
        durationSeconds: section.durationSeconds,
        antiSkip: false,
        startedMsAgo: section.durationSeconds * 1000,
      }),
      seq: 1,
      positionSeconds: section.durationSeconds,
      watchedSeconds: section.durationSeconds,
    });
  }

  return { insertTerm, enrol, watchToEnd };
}
