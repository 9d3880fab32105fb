import { setTimeout as sleep } from 'node:timers/promises';
import { addLearners, callApi, withDatabase } from './learners.mjs';
import { ENTERPRISE_ADMIN, signInAs } from './operator.mjs';

const DAYS = 30;

/**
 * @typedef {object} EnterpriseViewer
 * @property {string} token an enterprise learner's session
 */

/**
 * A new enterprise of `size` learners, each with `DAYS` days of study already rolled up (the daily
 * rows and the all-time totals the roll-up job keeps, spread deterministically, ties included);
 * `viewers` of them are logged in to ask for their figures and rank, the rest exist in the database
 * only. Answers the enterprise and its viewers.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {{ size: number, viewers: number }} enterprise
 * @returns {Promise<{ entId: number, viewers: EnterpriseViewer[] }>}
 */
export async function fillEnterprise(baseUrl, databaseUrl, { size, viewers }) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchent', viewers);
  const entId = await withDatabase(databaseUrl, async (client) => {
    const {
      rows: [enterprise],
    } = await client.query(
      `insert into enterprises (name, logo) values ('压测企业', '/logo.svg') returning id`,
    );
    await client.query(`update users set ent_id = $1 where id = any($2::int[])`, [
      enterprise.id,
      people.map((person) => person.userId),
    ]);
    await client.query(
      `insert into users (nickname, avatar, ent_id)
       select '企业学员' || g, '/avatar.svg', $2 from generate_series(1, $1::int) g`,
      [size - people.length, enterprise.id],
    );
    await client.query(
      `insert into ent_study_days (user_id, day, ent_id, seconds)
       select u.id, current_date - d, $1, 60 + ((u.id * 7919 + d * 104729) % 3600)
       from users u, generate_series(0, $2::int - 1) d
       where u.ent_id = $1 and (u.id + d) % 3 <> 0`,
      [enterprise.id, DAYS],
    );
    await client.query(
      `insert into ent_learner_totals (user_id, ent_id, total_seconds, watched_mark)
       select user_id, $1, sum(seconds), 0 from ent_study_days where ent_id = $1 group by user_id`,
      [enterprise.id],
    );
    // Placed as the roll-up places them (migration 0038's statement).
    await client.query(
      `update ent_learner_totals t set rank = ranked.rank
       from (select user_id, rank() over (order by total_seconds desc)::int as rank
             from ent_learner_totals where ent_id = $1 and total_seconds > 0) ranked
       where t.user_id = ranked.user_id`,
      [enterprise.id],
    );
    await client.query('analyze ent_study_days');
    await client.query('analyze ent_learner_totals');
    await client.query('analyze users');
    return /** @type {number} */ (enterprise.id);
  });
  return { entId, viewers: people.map((person) => ({ token: person.token })) };
}

/**
 * The enterprise's learners' requests in turn, each with their own session (an empty body).
 *
 * @param {EnterpriseViewer[]} viewers
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function enterpriseRequestsOf(viewers) {
  let next = 0;
  return () => {
    const viewer = /** @type {EnterpriseViewer} */ (viewers[next]);
    next = (next + 1) % viewers.length;
    return { headers: { token: viewer.token }, body: {} };
  };
}

/**
 * The statistics export of the whole enterprise, as its admin starts it from the console: the demo
 * enterprise admin is moved to the bench's enterprise for it. Answers the rows written, the time
 * taken and the export job's own memory figures (its peak growth over the run's start).
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {number} entId
 * @returns {Promise<{ rows: number, seconds: number, peakHeapMb: number, peakRssMb: number }>}
 */
export async function exportEnterprise(baseUrl, databaseUrl, entId) {
  await withDatabase(databaseUrl, (client) =>
    client.query(`update operators set enterprise_id = $1 where account = $2`, [
      entId,
      ENTERPRISE_ADMIN.account,
    ]),
  );
  const headers = await signInAs(baseUrl, ENTERPRISE_ADMIN);
  const started = Date.now();
  const { jobId } = await callApi(baseUrl, '/api/admin/ent/statistics/export', {}, headers);
  for (;;) {
    const state = await callApi(baseUrl, '/api/admin/ent/statistics/export/state', { jobId }, headers);
    if (state.state === 'failed') throw new Error('the export job failed');
    if (state.state === 'done') break;
    await sleep(500);
  }
  const seconds = (Date.now() - started) / 1000;
  const output = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select output from pgboss.job where id = $1 union all select output from pgboss.archive where id = $1`,
      [jobId],
    );
    return rows[0]?.output;
  });
  return { rows: output.rows, seconds, peakHeapMb: output.peakHeapMb, peakRssMb: output.peakRssMb };
}
