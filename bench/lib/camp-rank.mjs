import { addLearners, withDatabase } from './learners.mjs';

/** A seeded online camp (its plan is copied into the bench's term when the term is inserted). */
const CAMP = 1;

/**
 * @typedef {object} RankViewer
 * @property {string} token the learner's session
 * @property {number} trainingUserId their enrolment in the bench's term
 */

/**
 * A running term of `size` learners with progress spread over 0-100 and scattered times of reaching
 * it (ties included, as in a real term), `viewers` of whom are logged in to ask for their rank; the
 * others exist in the database only.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {{ size: number, viewers: number }} term
 * @returns {Promise<RankViewer[]>}
 */
export async function fillRankedTerm(baseUrl, databaseUrl, { size, viewers }) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchrank', viewers);
  return withDatabase(databaseUrl, async (client) => {
    const {
      rows: [term],
    } = await client.query(
      `insert into training_terms (training_id, name, enroll_start_date, enroll_end_date, start_date, end_date, late_join, capacity)
       values ($1, '压测期', current_date - 30, current_date + 30, current_date - 10, current_date + 30, true, $2)
       returning id`,
      [CAMP, size],
    );
    const { rows: others } = await client.query(
      `insert into users (nickname, avatar)
       select '排名学员' || g, '/avatar.svg' from generate_series(1, $1::int) g
       returning id`,
      [size - people.length],
    );
    const userIds = [...people.map((person) => person.userId), ...others.map((row) => row.id)];
    // Deterministic spread: progress in steps of one, the time of reaching it within ten days.
    const { rows: enrolled } = await client.query(
      `insert into training_users (user_id, training_id, term_id, progress, progress_at)
       select u.id, $2, $3, (u.ord * 37) % 101, now() - ((u.ord * 7919) % 864000) * interval '1 second'
       from unnest($1::int[]) with ordinality as u(id, ord)
       returning id, user_id`,
      [userIds, CAMP, term.id],
    );
    await client.query(`update training_terms set taken = $2 where id = $1`, [term.id, size]);
    await client.query('analyze training_users');
    const enrolmentOf = new Map(enrolled.map((row) => [row.user_id, row.id]));
    return people.map((person) => ({
      token: person.token,
      trainingUserId: /** @type {number} */ (enrolmentOf.get(person.userId)),
    }));
  });
}

/**
 * Rank requests as the plan page makes them, the viewers in turn (each asks for their own enrolment).
 *
 * @param {RankViewer[]} viewers
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function rankRequestsOf(viewers) {
  let next = 0;
  return () => {
    const viewer = /** @type {RankViewer} */ (viewers[next]);
    next = (next + 1) % viewers.length;
    return { headers: { token: viewer.token }, body: { trainingUserId: viewer.trainingUserId } };
  };
}
