import type { DatabaseHandle, PreparedStatement } from '../../platform/db/index.js';

/** A heartbeat after validation: what its play token vouches for plus the client's running values. */
export interface Beat {
  userId: number;
  courseId: number;
  sectionId: number;
  durationSeconds: number;
  antiSkip: boolean;
  playId: number;
  seq: number;
  /** Clamped to the section's length. */
  positionSeconds: number;
  /** The play's running total, already capped by wall-clock since the play began. */
  watchedSeconds: number;
  /** China date of the heartbeat, YYYY-MM-DD. */
  day: string;
}

export interface MergedProgress {
  /** False when the heartbeat changed nothing (a replay, or older than what is stored). */
  applied: boolean;
  positionSeconds: number;
  watchedSeconds: number;
  furthestSeconds: number;
  learnStatus: 0 | 1;
  /** This heartbeat made the section learned: what a camp's progress moves on. */
  newlyLearned: boolean;
}

/** A section counts as learned once 90% of it was watched and playback reached 90% of its length. */
const LEARNED_RATIO = 0.9;

/**
 * The whole seconds of watching and of playhead a section's learned mark needs: 90% of its length,
 * but never more than a watch to the end always reaches. Beats count whole seconds down and the length
 * is rounded, so a video of 7.6 s is 8 s long and watched to its end counts 7: without the cap, a
 * section shorter than ten seconds could never be learned.
 */
export function learnedAtSeconds(durationSeconds: number): number {
  return Math.max(0, Math.min(Math.ceil(durationSeconds * LEARNED_RATIO), durationSeconds - 1));
}

const byKey = (a: Beat, b: Beat) => a.userId - b.userId || a.sectionId - b.sectionId;

type RunPrepared = DatabaseHandle['runPrepared'];

/**
 * Writes a batch of heartbeats (at most one per learner and section). One statement locks the rows in
 * key order (so concurrent batches cannot deadlock), merges each beat into its row, moves the course's
 * last section (learnLast, which also is the study flag) and records the study day. Beats whose row
 * does not exist yet (a learner's first heartbeat of a section) get it created and are merged by a
 * second run of that statement. Each statement is atomic and the merge idempotent, so a batch cut
 * short by a lost connection can simply be written again.
 *
 * The batch travels as one array per column, so the statement text is the same for every batch size
 * and is prepared once per connection: planning this statement cost more than running it for a
 * batch of a few beats.
 *
 * The merge, per row (see the `section_progress` comment): a beat of a newer play, or a higher `seq`
 * of the same play, sets the resume position; watched time grows only by what the play's running
 * total adds over what was already credited, so replays and late beats add nothing; the furthest
 * point grows only by watching when anti-skip applies (the section is not learned yet), otherwise to
 * any position reached; learned, once set, stays. Every value is merged with GREATEST or guarded by
 * the play order, so nothing moves backwards whatever order beats arrive in.
 */
export async function mergeHeartbeats(run: RunPrepared, beats: Beat[]): Promise<MergedProgress[]> {
  const sorted = [...beats].sort(byKey);
  const merged = await mergeIntoRows(run, sorted);
  // Rows are created only for a learner's first heartbeat of a section; the steady state is one statement.
  const missing = sorted.filter((beat) => !merged.has(keyOf(beat)));
  if (missing.length > 0) {
    await run(CREATE_ROWS, [
      missing.map((b) => b.userId),
      missing.map((b) => b.sectionId),
      missing.map((b) => b.courseId),
    ]);
    for (const [key, progress] of await mergeIntoRows(run, missing)) merged.set(key, progress);
  }
  return beats.map((beat) => {
    const found = merged.get(keyOf(beat));
    if (!found) throw new Error(`heartbeat of section ${beat.sectionId} was not merged`);
    return found;
  });
}

const keyOf = (beat: { userId: unknown; sectionId: unknown }) => `${beat.userId}:${beat.sectionId}`;

const CREATE_ROWS: PreparedStatement = {
  name: 'heartbeat_create_rows',
  text: `insert into section_progress (user_id, section_id, course_id)
    select * from unnest($1::int[], $2::int[], $3::int[])
    on conflict do nothing`,
};

const MERGE: PreparedStatement = {
  name: 'heartbeat_merge',
  text: `
    with beat (user_id, course_id, section_id, duration, anti_skip, play_id, seq, position, watched,
      learned_at, day) as (
      select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::boolean[], $6::bigint[],
        $7::int[], $8::int[], $9::int[], $10::int[], $11::date[])
    ),
    old as (
      select p.user_id, p.section_id, p.position_seconds as old_position, p.watched_seconds as old_watched,
        p.furthest_seconds as old_furthest, p.play_id as old_play_id, p.play_seq as old_seq,
        p.play_watched_seconds as old_play_watched, p.finished as old_finished
      from section_progress p
      join beat b on b.user_id = p.user_id and b.section_id = p.section_id
      order by p.user_id, p.section_id
      for update of p
    ),
    judged as (
      select b.*, o.old_position, o.old_watched, o.old_furthest, o.old_play_id, o.old_seq,
        o.old_play_watched, o.old_finished,
        b.play_id > o.old_play_id as newer, b.play_id = o.old_play_id as same
      from beat b join old o on o.user_id = b.user_id and o.section_id = b.section_id
    ),
    credited as (
      select j.*,
        case when newer then watched when same then greatest(watched - old_play_watched, 0) else 0 end as credit,
        newer or (same and seq > old_seq) as fresh
      from judged j
    ),
    reached as (
      select c.*,
        least(duration, greatest(old_furthest,
          case when anti_skip and old_finished = 0
            then least(position, old_furthest + case when credit > 0 then credit + 1 else 0 end)
            else position end)) as furthest,
        least(old_watched + credit, 2000000000) as total_watched
      from credited c
    ),
    merged as (
      select r.*,
        case when not fresh then old_position
          when anti_skip and old_finished = 0 then least(position, furthest)
          else position end as new_position,
        greatest(old_finished,
          case when total_watched >= learned_at and furthest >= learned_at then 1 else 0 end) as new_finished,
        case when newer then seq when same then greatest(old_seq, seq) else old_seq end as new_seq,
        case when newer then watched when same then greatest(old_play_watched, watched)
          else old_play_watched end as new_play_watched
      from reached r
    ),
    saved as (
      update section_progress p set
        position_seconds = m.new_position,
        watched_seconds = m.total_watched,
        furthest_seconds = m.furthest,
        play_id = greatest(m.old_play_id, m.play_id),
        play_seq = m.new_seq,
        play_watched_seconds = m.new_play_watched,
        finished = m.new_finished,
        updated_at = now()
      from merged m
      where p.user_id = m.user_id and p.section_id = m.section_id
      returning p.user_id, p.section_id, p.position_seconds, p.watched_seconds, p.furthest_seconds, p.finished
    ),
    studied as (
      insert into course_study as cs (user_id, course_id, last_section_id, last_play_id)
      select distinct on (user_id, course_id) user_id, course_id, section_id, play_id
      from merged
      order by user_id, course_id, play_id desc, seq desc
      on conflict (user_id, course_id) do update set
        last_section_id = case when excluded.last_play_id >= cs.last_play_id
          then excluded.last_section_id else cs.last_section_id end,
        last_play_id = greatest(cs.last_play_id, excluded.last_play_id),
        updated_at = now()
      -- The row changes only with another play, or to keep 最近学习 in order to the minute: not with
      -- every beat of the same play, which would rewrite it (and its recency index) every few seconds.
      where excluded.last_play_id <> cs.last_play_id or cs.updated_at < now() - interval '1 minute'
    ),
    days as (
      insert into study_days (user_id, day)
      select distinct user_id, day from merged where credit > 0 order by user_id, day
      on conflict do nothing
    )
    select s.user_id, s.section_id, s.position_seconds, s.watched_seconds, s.furthest_seconds, s.finished,
      (m.fresh or m.credit > 0) as applied, (m.old_finished = 0 and s.finished = 1) as newly_learned
    from saved s join merged m on m.user_id = s.user_id and m.section_id = s.section_id`,
};

/** The merge statement over existing rows; beats without a row yet are left out of its answer. */
async function mergeIntoRows(run: RunPrepared, sorted: Beat[]): Promise<Map<string, MergedProgress>> {
  const column = <T>(pick: (beat: Beat) => T) => sorted.map(pick);
  const rows = await run(MERGE, [
    column((b) => b.userId),
    column((b) => b.courseId),
    column((b) => b.sectionId),
    column((b) => b.durationSeconds),
    column((b) => b.antiSkip),
    column((b) => b.playId),
    column((b) => b.seq),
    column((b) => b.positionSeconds),
    column((b) => b.watchedSeconds),
    column((b) => learnedAtSeconds(b.durationSeconds)),
    column((b) => b.day),
  ]);
  return new Map(
    rows.map((row) => [
      keyOf({ userId: row.user_id, sectionId: row.section_id }),
      {
        applied: row.applied === true,
        positionSeconds: Number(row.position_seconds),
        watchedSeconds: Number(row.watched_seconds),
        furthestSeconds: Number(row.furthest_seconds),
        learnStatus: Number(row.finished) === 1 ? 1 : 0,
        newlyLearned: row.newly_learned === true,
      } satisfies MergedProgress,
    ]),
  );
}
