import { addLearners, callApi, mapAtMost, withDatabase } from './learners.mjs';

/**
 * @typedef {object} Play
 * @property {string} token the learner's session
 * @property {number} courseId
 * @property {number} sectionId
 * @property {string} playToken from vod/play/sts
 * @property {number} durationSeconds
 * @property {number} startedAt when the play began (ms)
 * @property {number} seq heartbeats sent so far
 */

/**
 * Learners in the middle of watching: `learners` new learners, each owning one demo course (as
 * after an order), each with a play of `sectionsEach` of its sections opened through vod/play/sts.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {{ learners: number, sectionsEach: number }} size
 * @returns {Promise<Play[]>}
 */
export async function openPlays(baseUrl, databaseUrl, { learners, sectionsEach }) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchlearner', learners);
  /** @type {Array<{ courseId: number, sectionIds: number[] }>} */
  const courses = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select course_id as "courseId", array_agg(id order by id) as "sectionIds"
       from sections where course_id <= 48 group by course_id having count(*) >= $1 order by course_id`,
      [sectionsEach],
    );
    if (rows.length === 0) throw new Error(`no demo course has ${sectionsEach} sections`);
    const owned = people.map((person, index) => ({
      userId: person.userId,
      courseId: rows[index % rows.length].courseId,
    }));
    await client.query(
      `insert into user_courses (user_id, course_id, source)
       select unnest($1::int[]), unnest($2::int[]), 'order'`,
      [owned.map((row) => row.userId), owned.map((row) => row.courseId)],
    );
    return rows;
  });
  const wanted = people.flatMap((person, index) => {
    const course = /** @type {{ courseId: number, sectionIds: number[] }} */ (
      courses[index % courses.length]
    );
    return course.sectionIds
      .slice(0, sectionsEach)
      .map((sectionId) => ({ token: person.token, courseId: course.courseId, sectionId }));
  });
  return mapAtMost(wanted, 16, async ({ token, courseId, sectionId }) => {
    const address = await callApi(baseUrl, '/api/front/vod/play/sts', { courseId, sectionId }, { token });
    return {
      token,
      courseId,
      sectionId,
      playToken: address.playToken,
      durationSeconds: address.durationSeconds,
      startedAt: Date.now(),
      seq: 0,
    };
  });
}

/**
 * Heartbeats as players send them, taking the plays in turn so that consecutive requests write
 * different rows: each beat of a play has the next `seq`, and its position and watched total are
 * what playing at normal speed since the play began has reached (up to the section's end).
 *
 * @param {Play[]} plays
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function heartbeatsOf(plays) {
  let next = 0;
  return () => {
    const play = /** @type {Play} */ (plays[next]);
    next = (next + 1) % plays.length;
    play.seq += 1;
    const played = Math.min(play.durationSeconds, Math.floor((Date.now() - play.startedAt) / 1000));
    return {
      headers: { token: play.token },
      body: {
        courseId: play.courseId,
        sectionId: play.sectionId,
        playToken: play.playToken,
        seq: play.seq,
        positionSeconds: played,
        watchedSeconds: played,
      },
    };
  };
}

/**
 * The upsert floor's rows: progress of the seeded learners in the demo sections, apart from the
 * bench learners' rows, taken in turn with a position that grows, so each request changes a row.
 *
 * @param {string} databaseUrl
 * @param {number} rows
 * @returns {Promise<() => import('./load.mjs').GeneratedRequest>}
 */
export async function upsertsOf(databaseUrl, rows) {
  const keys = await withDatabase(databaseUrl, async (client) => {
    const { rows: found } = await client.query(
      `select u.id as "userId", s.course_id as "courseId", s.id as "sectionId"
       from users u cross join sections s
       where u.account is null or u.account not like 'bench%'
       order by s.id, u.id limit $1`,
      [rows],
    );
    return /** @type {Array<{ userId: number, courseId: number, sectionId: number }>} */ (found);
  });
  let next = 0;
  let position = 0;
  return () => {
    const key = /** @type {{ userId: number, courseId: number, sectionId: number }} */ (keys[next]);
    next = (next + 1) % keys.length;
    if (next === 0) position += 1;
    return { body: { ...key, positionSeconds: position } };
  };
}
