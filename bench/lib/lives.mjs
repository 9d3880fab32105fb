import { addLearners, withDatabase } from './learners.mjs';

/** The live whose subscribers are reminded all at once (the seed's lives go up to a handful). */
const FANOUT_LIVE = 900_001;
const SWEEP_QUEUE = 'live-reminders';

/**
 * A live starting in nine minutes (its 10-minute reminder is due at once) with `subscribers`
 * subscribers, learners added straight in the database; then waits for the server's reminder sweep
 * (a pg-boss cron job each minute) to remind them all, and reads how long the sweep took from the
 * job's own record. With `askNow` the sweep is queued at once (a pg-boss job row, as its cron would
 * make) rather than awaited at the next minute: the smoke's way to check the path in seconds. Answers
 * the figures; throws when the sweep did not remind everyone.
 *
 * @param {string} databaseUrl
 * @param {number} subscribers
 * @param {{ askNow: boolean }} options
 * @returns {Promise<{ written: number, seconds: number, perSecond: number, dueToDoneSeconds: number }>}
 */
export async function measureReminderFanOut(databaseUrl, subscribers, { askNow }) {
  return withDatabase(databaseUrl, async (client) => {
    await client.query(
      `insert into users (nickname, avatar)
       select '直播压测学员' || g, '/avatar.svg' from generate_series(1, $1::int) g`,
      [subscribers],
    );
    const {
      rows: [due],
    } = await client.query(
      `insert into lives (id, title, cover, lecturer_id, starts_at, expected_minutes, audience, stream_name)
       values ($1::int, '压测直播', '/cover.png', (select min(id) from lecturers), now() + interval '9 minutes', 60,
         'anyone', 'live-' || $1::int)
       returning now() as due_at`,
      [FANOUT_LIVE],
    );
    await client.query(
      `insert into live_subscriptions (live_id, user_id)
       select $1, id from users where nickname like '直播压测学员%' order by id limit $2`,
      [FANOUT_LIVE, subscribers],
    );
    await client.query('analyze live_subscriptions');
    if (askNow) await client.query('insert into pgboss.job (name) values ($1)', [SWEEP_QUEUE]);
    const deadline = Date.now() + 3 * 60_000;
    while (Date.now() < deadline) {
      const {
        rows: [sweep],
      } = await client.query(
        `select (output->>'written')::int as written,
           extract(epoch from completed_on - started_on)::float as seconds,
           extract(epoch from completed_on - $2::timestamptz)::float as due_to_done
         from (select output, started_on, completed_on from pgboss.job where name = $1 and state = 'completed'
               union all
               select output, started_on, completed_on from pgboss.archive where name = $1 and state = 'completed') j
         where completed_on > $2 and (output->>'written')::int >= $3
         order by completed_on limit 1`,
        [SWEEP_QUEUE, due.due_at, subscribers],
      );
      if (sweep) {
        const {
          rows: [counted],
        } = await client.query(
          `select count(*)::int as notices, count(distinct user_id)::int as learners from notices
           where dedupe_key like 'live-reminder:' || $1::int || ':%'`,
          [FANOUT_LIVE],
        );
        if (counted.notices !== subscribers || counted.learners !== subscribers) {
          throw new Error(
            `reminders: ${counted.notices} notices to ${counted.learners} learners, not ${subscribers}`,
          );
        }
        return {
          written: sweep.written,
          seconds: sweep.seconds,
          perSecond: sweep.written / Math.max(sweep.seconds, 0.001),
          dueToDoneSeconds: sweep.due_to_done,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error(`no reminder sweep reminded the ${subscribers} subscribers within three minutes`);
  });
}

/**
 * `viewers` logged-in learners for the subscribe call, and a coming live of its own with 100,000
 * subscribers already (the fan-out's): each request subscribes one learner, in turn (idempotent, so
 * a learner asked again keeps one row, as a double click would).
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {number} viewers
 */
export async function subscribeRequestsOf(baseUrl, databaseUrl, viewers) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchlive', viewers);
  let next = 0;
  return () => {
    const person = /** @type {{ token: string }} */ (people[next]);
    next = (next + 1) % people.length;
    return { headers: { token: person.token }, body: { id: FANOUT_LIVE } };
  };
}
