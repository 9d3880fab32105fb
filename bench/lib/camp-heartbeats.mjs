import { addLearners, callApi, mapAtMost, withDatabase } from './learners.mjs';

/** A seeded online camp: the bench inserts a running term of it, whose copied plan teaches the course. */
const CAMP = 1;
/**
 * The sections of the measured course last this long, so that plays reach their end while the run
 * lasts: each play's section becomes learned once, and for camp learners that moves their stored
 * progress (the event-driven recompute the target is about), not only their heartbeat rows.
 */
const SHORT_SECTION_SECONDS = 6;

/**
 * @typedef {import('./heartbeats.mjs').Play} Play
 */

/**
 * Two groups of `learners` watching the same sections of a course of camp 1's plan: plain learners
 * who own the course (heartbeats to `learn/duration/save`), and learners enrolled in a running term
 * of the camp (its player's heartbeats to `training/course/learn/save`, whose learned sections move
 * camp progress). The course's sections are shortened first, and both groups play the same ones.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {{ learners: number, sectionsEach: number }} size
 * @returns {Promise<{ plain: Play[], camp: Play[], courseId: number }>}
 */
export async function openCampAndPlainPlays(baseUrl, databaseUrl, { learners, sectionsEach }) {
  const plainPeople = await addLearners(baseUrl, databaseUrl, 'benchplainbeat', learners);
  const campPeople = await addLearners(baseUrl, databaseUrl, 'benchcampbeat', learners);
  const { courseId, sectionIds } = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select s.course_id as "courseId", array_agg(s.id order by s.id) as "sectionIds"
       from training_plan_items p join sections s on s.course_id = p.course_id and s.media_key is not null
       where p.training_id = $1 and p.kind = 'course'
       group by s.course_id having count(*) >= $2 order by s.course_id limit 1`,
      [CAMP, sectionsEach],
    );
    const found = rows[0];
    if (!found) throw new Error(`no course of camp ${CAMP} has ${sectionsEach} sections with video`);
    await client.query('update sections set duration_seconds = $2 where course_id = $1', [
      found.courseId,
      SHORT_SECTION_SECONDS,
    ]);
    await client.query(
      `insert into user_courses (user_id, course_id, source)
       select unnest($1::int[]), $2, 'order'`,
      [plainPeople.map((person) => person.userId), found.courseId],
    );
    // A running term (the trigger copies the camp's plan, every item unlocked), every learner in it.
    const {
      rows: [term],
    } = await client.query(
      `insert into training_terms (training_id, name, enroll_start_date, enroll_end_date, start_date, end_date, late_join, capacity, taken)
       values ($1, '心跳压测期', current_date - 60, current_date + 30, current_date - 60, current_date + 30, true, $2, $2)
       returning id`,
      [CAMP, learners],
    );
    await client.query(
      `insert into training_users (user_id, training_id, term_id)
       select unnest($1::int[]), $2, $3`,
      [campPeople.map((person) => person.userId), CAMP, term.id],
    );
    return /** @type {{ courseId: number, sectionIds: number[] }} */ (found);
  });
  const sections = sectionIds.slice(0, sectionsEach);
  /**
   * @param {Array<{ token: string }>} people
   * @param {string} path
   * @param {object} extra
   * @returns {Promise<Play[]>}
   */
  const open = (people, path, extra) =>
    mapAtMost(
      people.flatMap((person) => sections.map((sectionId) => ({ token: person.token, sectionId }))),
      16,
      async ({ token, sectionId }) => {
        const address = await callApi(baseUrl, path, { ...extra, courseId, sectionId }, { token });
        return {
          token,
          courseId,
          sectionId,
          playToken: address.playToken,
          durationSeconds: address.durationSeconds,
          startedAt: Date.now(),
          seq: 0,
        };
      },
    );
  const plain = await open(plainPeople, '/api/front/vod/play/sts', {});
  const camp = await open(campPeople, '/api/front/vod/play/sts/training', { trainingId: CAMP });
  return { plain, camp, courseId };
}

/**
 * How far the camp learners' stored progress moved (learners with progress above 0), to show the
 * measured heartbeats did recompute it.
 *
 * @param {string} databaseUrl
 * @returns {Promise<number>}
 */
export async function campLearnersWithProgress(databaseUrl) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as moved from training_users tu join users u on u.id = tu.user_id
       where u.account like 'benchcampbeat%' and tu.progress > 0`,
    );
    return rows[0]?.moved ?? 0;
  });
}
