import { addLearners, withDatabase } from './learners.mjs';

/**
 * `learners` logged-in learners, each with `noticesEach` notices (every other one read) beside a
 * table of other learners' notices, and announcements to every learner, to members and to an
 * enterprise (the count reads each kind's rule): what the header's unread count meets on a busy site.
 *
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {{ learners: number, noticesEach: number, otherNotices: number }} inbox
 * @returns {Promise<string[]>} the learners' session tokens
 */
export async function fillInboxes(baseUrl, databaseUrl, { learners, noticesEach, otherNotices }) {
  const people = await addLearners(baseUrl, databaseUrl, 'benchmsg', learners);
  await withDatabase(databaseUrl, async (client) => {
    await client.query(
      `insert into notices (user_id, category, dedupe_key, title, body, read_at)
       select u.id, (array['order','exam','certificate','coursework_comment'])[1 + n % 4], 'bench:' || u.id || ':' || n,
         '压测消息', '压测消息内容', case when n % 2 = 0 then now() end
       from unnest($1::int[]) u(id), generate_series(1, $2::int) n`,
      [people.map((person) => person.userId), noticesEach],
    );
    const {
      rows: [others],
    } = await client.query(
      `with added as (insert into users (nickname, avatar)
         select '消息学员' || g, '/avatar.svg' from generate_series(1, $1::int / 10) g returning id)
       insert into notices (user_id, category, dedupe_key, title, body)
       select a.id, 'order', 'bench-other:' || a.id || ':' || n, '压测消息', '压测消息内容'
       from added a, generate_series(1, 10) n
       returning 1`,
      [otherNotices],
    );
    if (!others) throw new Error('the other learners’ notices were not added');
    await client.query(
      `insert into announcements (title, body, audience, ent_id, starts_at, ends_at)
       values ('压测公告', '全体', 'all', null, now() - interval '1 day', now() + interval '1 day'),
              ('压测公告', '会员', 'vip', null, now() - interval '1 day', now() + interval '1 day'),
              ('压测公告', '企业', 'enterprise', (select min(id) from enterprises), now() - interval '1 day', now() + interval '1 day')`,
    );
    await client.query('analyze notices');
    await client.query('analyze announcements');
  });
  return people.map((person) => person.token);
}

/**
 * Count requests as the header makes them on each page view, the learners in turn.
 *
 * @param {string[]} tokens
 * @returns {() => import('./load.mjs').GeneratedRequest}
 */
export function unreadCountRequestsOf(tokens) {
  let next = 0;
  return () => {
    const token = /** @type {string} */ (tokens[next]);
    next = (next + 1) % tokens.length;
    return { headers: { token }, body: {} };
  };
}
