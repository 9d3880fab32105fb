import { LIVE_AUDIENCE_NAMES, type LiveAudience } from '@zhixue/contract';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as tables from './tables.js';

const { lives } = tables;
const { trainingUsers } = campsTables;

/** The viewer a live is decided for: a visitor (null) or a learner's session. */
export type Viewer = Session | null;

/**
 * A viewer as the values a statement compares with: a session's ids, or the placeholders of a
 * statement prepared once for every viewer (a visitor then passes user 0 and no enterprise, which
 * match no row).
 */
export interface ViewerIds {
  userId: number | SQLWrapper;
  entId: number | SQLWrapper | null;
}

const idsOf = (viewer: Viewer): ViewerIds | null => viewer && { userId: viewer.userId, entId: viewer.entId };

const inTerm = (ids: ViewerIds | null) =>
  ids
    ? sql`exists (select 1 from ${trainingUsers} where ${trainingUsers.termId} = ${lives.audienceTermId}
        and ${trainingUsers.userId} = ${ids.userId})`
    : sql`false`;

const inEnterprise = (ids: ViewerIds | null) =>
  ids?.entId ? sql`${lives.audienceEntId} = ${ids.entId}` : sql`false`;

/**
 * Lives the viewer is shown: open and member lives to everyone (a member live is how people become
 * members), a term's or an enterprise's only to its own learners.
 */
export function shownTo(viewer: Viewer): SQL {
  return shownToIds(idsOf(viewer));
}

export function shownToIds(ids: ViewerIds | null): SQL {
  // A cancelled live is shown to nobody.
  return sql`${lives.cancelledAt} is null and (${lives.audience} in ('anyone', 'members')
    or (${lives.audience} = 'term' and ${inTerm(ids)})
    or (${lives.audience} = 'enterprise' and ${inEnterprise(ids)}))`;
}

/** Whether the viewer is in the audience: may subscribe, get a pull address and comment. */
export function watchableBy(viewer: Viewer): SQL<boolean> {
  return watchableByIds(idsOf(viewer), viewer?.isVip ?? false);
}

export function watchableByIds(ids: ViewerIds | null, isVip: boolean | SQLWrapper): SQL<boolean> {
  return sql<boolean>`case ${lives.audience}
    when 'anyone' then true
    when 'members' then ${isVip}
    when 'term' then ${inTerm(ids)}
    else ${inEnterprise(ids)} end`;
}

/**
 * A live the learner is in the audience of, with what the caller needs of it: one not shown to them
 * answers as none (`LIVE_NOT_FOUND`), one shown but not theirs to watch names its audience.
 */
export async function liveInAudience(db: Database, session: Session, liveId: number) {
  const [live] = await db
    .select({
      id: lives.id,
      state: lives.state,
      audience: lives.audience,
      streamName: lives.streamName,
      canWatch: watchableBy(session),
    })
    .from(lives)
    .where(and(eq(lives.id, liveId), shownTo(session)));
  requireWatchable(live);
  return live;
}

/**
 * Whether the learner is still in the audience of the live (its replay's key call asks at every
 * fetch): a term refunded, an enterprise left or membership taken back ends it.
 */
export async function inAudience(db: Database, session: Session, liveId: number): Promise<boolean> {
  const [live] = await db
    .select({ canWatch: watchableBy(session) })
    .from(lives)
    .where(and(eq(lives.id, liveId), shownTo(session)));
  return live?.canWatch === true;
}

/** A live not shown to the viewer is none (`LIVE_NOT_FOUND`); one shown but not theirs names its audience. */
export function requireWatchable<Live extends { audience: string; canWatch: boolean }>(
  live: Live | undefined,
): asserts live is Live {
  if (!live) throw new AppError('LIVE_NOT_FOUND');
  if (!live.canWatch) {
    throw new AppError('LIVE_NOT_IN_AUDIENCE', {
      audience: LIVE_AUDIENCE_NAMES[live.audience as LiveAudience],
    });
  }
}
