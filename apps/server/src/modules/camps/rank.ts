import type { RankEntry } from '@zhixue/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, tables } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';

const { trainingUsers } = tables;

const TOP = 10;
const NEIGHBOURS = 3;

// $1 the term, then the learner's progress, progress_at (as text) and enrolment id. Ahead of the
// learner in the rank's order (progress desc, progress_at, id) is `ahead`; behind is the rest.
const ahead = `(tu.progress > $2 or (tu.progress = $2 and (tu.progress_at, tu.id) < ($3::timestamptz, $4)))`;
const behind = `(tu.progress < $2 or (tu.progress = $2 and (tu.progress_at, tu.id) > ($3::timestamptz, $4)))`;
const RANK_STATEMENT = {
  name: 'camp_term_rank',
  text: `
    with standing as (
      select count(*) as total, 1 + count(*) filter (where ${ahead}) as my_rank
      from training_users tu where tu.term_id = $1
    ),
    top as (
      select tu.id, tu.user_id, tu.progress, tu.progress_at from training_users tu
      where tu.term_id = $1
      order by tu.progress desc, tu.progress_at, tu.id limit ${TOP}
    ),
    just_ahead as (
      select tu.id, tu.user_id, tu.progress, tu.progress_at from training_users tu
      where tu.term_id = $1 and tu.progress >= $2 and ${ahead}
      order by tu.progress, tu.progress_at desc, tu.id desc limit ${NEIGHBOURS}
    ),
    just_behind as (
      select tu.id, tu.user_id, tu.progress, tu.progress_at from training_users tu
      where tu.term_id = $1 and tu.progress <= $2 and ${behind}
      order by tu.progress desc, tu.progress_at, tu.id limit ${NEIGHBOURS}
    ),
    shown as (
      select id, user_id, progress, row_number() over (order by progress desc, progress_at, id) as rank
      from top
      union
      select tu.id, tu.user_id, tu.progress, standing.my_rank from training_users tu, standing
      where tu.id = $4
      union
      select id, user_id, progress,
        standing.my_rank - row_number() over (order by progress, progress_at desc, id desc)
      from just_ahead, standing
      union
      select id, user_id, progress,
        standing.my_rank + row_number() over (order by progress desc, progress_at, id)
      from just_behind, standing
    )
    select shown.id, shown.rank, standing.total, shown.progress, u.nickname, shown.id = $4 as mine
    from shown cross join standing join users u on u.id = shown.user_id
    order by shown.rank`,
};

/** 张三 → 张**: the first character and two stars, whatever the length. */
export const maskName = (name: string): string => `${Array.from(name)[0] ?? ''}**`;

/**
 * `training/v2/user/rank`: the learner's term ranked by progress, then by who reached it first
 * (`progress_at`), then by enrolment; the top ten and the learner's neighbours (±3), others' names
 * masked. Nothing numbers the whole term: the learner's rank is one plus a count of those ahead, and
 * the top ten and the neighbours are short walks of the term's rank index (forwards from the top,
 * backwards and forwards from the learner), so only the rows shown are read and joined to names.
 * A prepared statement: planning this text costs more than running it on a term of 10,000.
 */
export async function loadRank(
  db: Database,
  database: DatabaseHandle,
  userId: number,
  trainingUserId: number,
): Promise<{ total: number; myRank: number; list: RankEntry[] }> {
  const [me] = await db
    .select({
      id: trainingUsers.id,
      termId: trainingUsers.termId,
      progress: trainingUsers.progress,
      // As text: a Date would cut the stored microseconds and misplace the learner among ties.
      progressAt: sql<string>`${trainingUsers.progressAt}::text`,
    })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.id, trainingUserId),
        eq(trainingUsers.userId, userId),
        isNotNull(trainingUsers.termId),
      ),
    );
  if (!me) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');
  const { id, termId, progress, progressAt } = me;
  const list = (await database.runPrepared(RANK_STATEMENT, [
    termId,
    progress,
    progressAt,
    id,
  ])) as unknown as RankRow[];
  const own = list.find((row) => row.mine);
  if (!own) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');
  return {
    total: Number(own.total),
    myRank: Number(own.rank),
    list: list.map((row) => ({
      rank: Number(row.rank),
      name: row.mine ? row.nickname : maskName(row.nickname),
      progress: Number(row.progress),
      mine: row.mine,
    })),
  };
}

interface RankRow {
  id: number;
  rank: number | string;
  total: number | string;
  progress: number;
  nickname: string;
  mine: boolean;
}
