import type { RankEntry } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';

const TOP = 10;
const NEIGHBOURS = 3;

/** 张三 → 张**: the first character and two stars, whatever the length. */
export const maskName = (name: string): string => `${Array.from(name)[0] ?? ''}**`;

/**
 * `training/v2/user/rank`: the learner's term ranked by progress, then by who reached it first
 * (`progress_at`), then by enrolment; the top ten and the learner's neighbours (±3), others' names
 * masked. One statement over the term's rank index; only the rows shown are joined to names.
 */
export async function loadRank(
  db: Database,
  userId: number,
  trainingUserId: number,
): Promise<{ total: number; myRank: number; list: RankEntry[] }> {
  const result = await db.execute(sql`
    with me as (
      select id, term_id from training_users where id = ${trainingUserId} and user_id = ${userId}
        and term_id is not null
    ),
    ranked as (
      select tu.id, tu.user_id, tu.progress,
        row_number() over (order by tu.progress desc, tu.progress_at, tu.id) as rank,
        count(*) over () as total
      from training_users tu join me on tu.term_id = me.term_id
    ),
    mine as (select ranked.rank from ranked join me on me.id = ranked.id)
    select ranked.id, ranked.rank, ranked.total, ranked.progress, u.nickname, ranked.id = me.id as mine
    from ranked cross join mine cross join me
    join users u on u.id = ranked.user_id
    where ranked.rank <= ${TOP} or ranked.rank between mine.rank - ${NEIGHBOURS} and mine.rank + ${NEIGHBOURS}
    order by ranked.rank`);
  const list = (result as unknown as { rows: RankRow[] }).rows;
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
