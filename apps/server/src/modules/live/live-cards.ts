import {
  type LiveAudience,
  type LiveCard,
  type LiveDetail,
  type LiveState,
  type MemberProgramme,
  rowsBefore,
} from '@zhixue/contract';
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import { shownTo, shownToIds, type Viewer, type ViewerIds, watchableBy } from './audience.js';
import { subscriberCountOf } from './subscriber-count.js';
import * as tables from './tables.js';

const { lives, liveSubscriptions } = tables;
const { lecturers } = catalogTables;

const MINUTE_MS = 60_000;

const subscribedBy = (viewer: Viewer) => (viewer ? subscribedByUser(viewer.userId) : sql<boolean>`false`);

const subscribedByUser = (userId: ViewerIds['userId']) =>
  sql<boolean>`exists (select 1 from ${liveSubscriptions} where ${liveSubscriptions.liveId} = ${lives.id}
    and ${liveSubscriptions.userId} = ${userId})`;

/** A live is over (listed after the coming ones) once it ended or its expected length has passed. */
const isOver = sql`(${lives.state} in ('ended', 'replay')
  or (${lives.state} = 'scheduled' and ${lives.startsAt} + ${lives.expectedMinutes} * interval '1 minute' < now()))`;

function selectCards(db: Database, viewer: Viewer) {
  return db
    .select({
      id: lives.id,
      title: lives.title,
      summary: lives.summary,
      cover: lives.cover,
      lecturerName: lecturers.name,
      lecturerAvatar: lecturers.avatar,
      startsAt: lives.startsAt,
      expectedMinutes: lives.expectedMinutes,
      state: lives.state,
      audience: lives.audience,
      courseId: lives.courseId,
      termId: lives.termId,
      replaySectionId: lives.replaySectionId,
      subscriberCount: subscriberCountOf(lives.id),
      subscribed: subscribedBy(viewer),
      canWatch: watchableBy(viewer),
    })
    .from(lives)
    .innerJoin(lecturers, eq(lecturers.id, lives.lecturerId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

function present({ startsAt, state, audience, subscribed, replaySectionId: _, ...row }: CardRow): LiveCard {
  return {
    ...row,
    startsAt: startsAt.toISOString(),
    state: state as LiveState,
    audience: audience as LiveAudience,
    subscribeStatus: subscribed ? 1 : 0,
    canWatch: Boolean(row.canWatch),
  };
}

/** Coming and running lives first, soonest first; then past ones, latest first. */
export async function pageLives(
  db: Database,
  viewer: Viewer,
  query: {
    pageCurrent: number;
    pageSize: number;
    courseId?: number | undefined;
    termId?: number | undefined;
  },
) {
  const filters: SQL[] = [shownTo(viewer)];
  if (query.courseId !== undefined) filters.push(eq(lives.courseId, query.courseId));
  if (query.termId !== undefined) filters.push(eq(lives.termId, query.termId));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    selectCards(db, viewer)
      .where(where)
      .orderBy(
        sql`case when ${isOver} then 1 else 0 end`,
        sql`case when ${isOver} then null else ${lives.startsAt} end asc`,
        desc(lives.startsAt),
        asc(lives.id),
      )
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(lives).where(where),
  ]);
  return { list: rows.map(present), total: counted?.total ?? 0, ...query };
}

/** One live as its page shows it; a live the viewer is not shown answers as none. */
export async function loadLiveDetail(db: Database, viewer: Viewer, id: number): Promise<LiveDetail> {
  const [row] = await selectCards(db, viewer).where(and(eq(lives.id, id), shownTo(viewer)));
  if (!row) throw new AppError('LIVE_NOT_FOUND');
  return {
    ...present(row),
    replaySectionId: row.state === 'replay' ? row.replaySectionId : null,
    serverNow: new Date().toISOString(),
  };
}

/**
 * The members' lives as the member page lists them (cached for everyone, so without the reader's
 * flags): `audienceCount` is the number of subscribers.
 */
export async function listMemberLives(db: Database, limit: number): Promise<MemberProgramme[]> {
  const rows = await selectCards(db, null)
    .where(eq(lives.audience, 'members'))
    .orderBy(
      sql`case when ${isOver} then 1 else 0 end`,
      sql`case when ${isOver} then null else ${lives.startsAt} end asc`,
      desc(lives.startsAt),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    picCover: row.cover,
    lecturerName: row.lecturerName,
    lecturerAvatar: row.lecturerAvatar,
    location: null,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.expectedMinutes * MINUTE_MS).toISOString(),
    audienceCount: row.subscriberCount,
  }));
}

/**
 * The live a course detail offers, as one SQL value for the catalogue's statement: `array[id,
 * subscribed]` (subscribed 0 or 1) of the next or running live of the course the viewer is shown,
 * else its latest; null when there is none. It runs on every course detail a learner opens, in the
 * same statement as the learner's flags (a statement of its own was a second round trip a view).
 */
export function courseLiveColumn(viewer: ViewerIds, courseId: SQLWrapper): SQL {
  return sql`(select array[${lives.id}, (${subscribedByUser(viewer.userId)})::int] from ${lives}
    where ${lives.courseId} = ${courseId} and ${shownToIds(viewer)}
    order by case when ${isOver} then 1 else 0 end,
      case when ${isOver} then null else ${lives.startsAt} end asc, ${lives.startsAt} desc
    limit 1)`;
}
