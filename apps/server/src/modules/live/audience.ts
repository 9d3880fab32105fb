import { LIVE_AUDIENCE_NAMES, type LiveAudience } from '@zhixue/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, tables } from '../../platform/db/index.js';
import { AppError, type Session } from '../../platform/http/index.js';

const { lives, trainingUsers } = tables;

/** The viewer a live is decided for: a visitor (null) or a learner's session. */
export type Viewer = Session | null;

const inTerm = (viewer: Viewer) =>
  viewer
    ? sql`exists (select 1 from ${trainingUsers} where ${trainingUsers.termId} = ${lives.audienceTermId}
        and ${trainingUsers.userId} = ${viewer.userId})`
    : sql`false`;

const inEnterprise = (viewer: Viewer) =>
  viewer?.entId ? sql`${lives.audienceEntId} = ${viewer.entId}` : sql`false`;

/**
 * Lives the viewer is shown: open and member lives to everyone (a member live is how people become
 * members), a term's or an enterprise's only to its own learners.
 */
export function shownTo(viewer: Viewer): SQL {
  // A cancelled live is shown to nobody.
  return sql`${lives.cancelledAt} is null and (${lives.audience} in ('anyone', 'members')
    or (${lives.audience} = 'term' and ${inTerm(viewer)})
    or (${lives.audience} = 'enterprise' and ${inEnterprise(viewer)}))`;
}

/** Whether the viewer is in the audience: may subscribe, get a pull address and comment. */
export function watchableBy(viewer: Viewer): SQL<boolean> {
  return sql<boolean>`case ${lives.audience}
    when 'anyone' then true
    when 'members' then ${viewer?.isVip ?? false}
    when 'term' then ${inTerm(viewer)}
    else ${inEnterprise(viewer)} end`;
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
  if (!live) throw new AppError('LIVE_NOT_FOUND');
  if (!live.canWatch) {
    throw new AppError('LIVE_NOT_IN_AUDIENCE', {
      audience: LIVE_AUDIENCE_NAMES[live.audience as LiveAudience],
    });
  }
  return live;
}
