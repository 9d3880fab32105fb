import type { RankEntry } from '@zhixue/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { createTtlCache } from '../../platform/cache/index.js';
import { type Database, type DatabaseHandle, preparedPerDatabase } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables/index.js';

const { trainingUsers } = tables;

const TOP = 10;
const NEIGHBOURS = 3;
/** How long a term's standings are reused: others' progress shows within this; the learner's own at once. */
export const STANDINGS_TTL_MS = 5_000;
/** Terms whose standings one process keeps (10,000 learners take about 1 MB). */
const STANDINGS_MAX_TERMS = 200;

// The whole term in the rank's order: progress, then who got there first, then enrolment.
const STANDINGS_STATEMENT = {
  name: 'camp_term_standings',
  text: `
    select tu.id, tu.progress, tu.progress_at::text as progress_at, u.nickname
    from training_users tu join users u on u.id = tu.user_id
    where tu.term_id = $1
    order by tu.progress desc, tu.progress_at, tu.id`,
};

interface Standing {
  id: number;
  progress: number;
  progressAt: string | null;
  nickname: string;
}

interface Standings {
  order: Standing[];
  positionOf: Map<number, number>;
}

/** The learner's own row of the term, read fresh at every request: prepared, as it is the request's one statement. */
const ownStanding = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: trainingUsers.id,
      termId: trainingUsers.termId,
      progress: trainingUsers.progress,
      // As text, as the standings hold it: a Date would cut the stored microseconds.
      progressAt: sql<string | null>`${trainingUsers.progressAt}::text`,
    })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.id, sql.placeholder('trainingUserId')),
        eq(trainingUsers.userId, sql.placeholder('userId')),
        isNotNull(trainingUsers.termId),
      ),
    )
    .prepare('camp_own_standing'),
);

/** 张三 → 张**: the first character and two stars, whatever the length. */
export const maskName = (name: string): string => `${Array.from(name)[0] ?? ''}**`;

/**
 * `training/v2/user/rank`: the learner's term ranked by progress, then by who reached it first
 * (`progress_at`), then by enrolment; the top ten and the learner's neighbours (±3), others' names
 * masked.
 *
 * Every viewer of a term asks the same ordering, and it changes only when someone's progress does
 * (rarely: once per section learned). So each process reads a term's standings once (one walk of the
 * rank index) and answers from them for STANDINGS_TTL_MS: a request costs one primary-key read. The
 * counting alternative read the whole term per request, and 50 viewers of a 10,000-learner term
 * queued behind it. The learner's own row is read fresh each time; if the standings place the learner
 * elsewhere (their progress moved, or they joined after the read), the standings are read again, so
 * a learner always sees their own latest progress, and others' within the TTL.
 */
export function createRankBoard(database: Pick<DatabaseHandle, 'runPrepared'>) {
  const standings = createTtlCache<number, Standings>({
    ttlMs: STANDINGS_TTL_MS,
    maxEntries: STANDINGS_MAX_TERMS,
  });
  const readStandings = async (termId: number): Promise<Standings> => {
    const rows = (await database.runPrepared(STANDINGS_STATEMENT, [termId])) as unknown as Array<{
      id: number;
      progress: number;
      progress_at: string | null;
      nickname: string;
    }>;
    const order = rows.map((row) => ({
      id: Number(row.id),
      progress: Number(row.progress),
      progressAt: row.progress_at,
      nickname: row.nickname,
    }));
    return { order, positionOf: new Map(order.map((standing, index) => [standing.id, index])) };
  };

  async function loadRank(
    db: Database,
    userId: number,
    trainingUserId: number,
  ): Promise<{ total: number; myRank: number; list: RankEntry[] }> {
    const [me] = await ownStanding(db).execute({ trainingUserId, userId });
    if (!me?.termId) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');
    const termId = me.termId;
    const placed = (board: Standings) => {
      const position = board.positionOf.get(me.id);
      const standing = position === undefined ? undefined : board.order[position];
      return standing?.progress === me.progress && standing.progressAt === me.progressAt
        ? position
        : undefined;
    };
    let board = await standings.get(termId, () => readStandings(termId));
    let position = placed(board);
    if (position === undefined) {
      standings.forget(termId);
      board = await standings.get(termId, () => readStandings(termId));
      position = placed(board);
    }
    if (position === undefined) throw new AppError('CAMP_ENROLMENT_NOT_FOUND');

    const shown = new Set<number>();
    for (let index = 0; index < Math.min(TOP, board.order.length); index += 1) shown.add(index);
    const last = Math.min(board.order.length - 1, position + NEIGHBOURS);
    for (let index = Math.max(0, position - NEIGHBOURS); index <= last; index += 1) shown.add(index);
    return {
      total: board.order.length,
      myRank: position + 1,
      list: [...shown]
        .sort((a, b) => a - b)
        .map((index) => {
          const standing = board.order[index] as Standing;
          const mine = index === position;
          return {
            rank: index + 1,
            name: mine ? standing.nickname : maskName(standing.nickname),
            progress: standing.progress,
            mine,
          };
        }),
    };
  }

  return { loadRank };
}
