import type {
  AdminLive,
  adminLiveCreate,
  adminLiveUpdate,
  LiveAudience,
  LiveFields,
  LiveState,
  Page,
  PageQuery,
} from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import type { LiveStreamProvider } from '../../platform/live-stream/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as catalogTables from '../catalog/tables.js';
import { notify } from '../messages/index.js';
import { subscriberCountOf } from './subscriber-count.js';
import * as tables from './tables.js';

const { lives, liveSubscriptions, liveAttendance } = tables;
const { lecturers, courses } = catalogTables;
const { trainingTerms, trainingPlanItems } = campsTables;
type Audit = (change: AuditChange) => void;

/** A push address works from now until a day after the live's expected end (a late or long class). */
const PUSH_GRACE_SECONDS = 24 * 60 * 60;

function selectAdminLives(db: Database) {
  return db
    .select({
      id: lives.id,
      title: lives.title,
      summary: lives.summary,
      cover: lives.cover,
      lecturerId: lives.lecturerId,
      lecturerName: lecturers.name,
      startsAt: lives.startsAt,
      expectedMinutes: lives.expectedMinutes,
      courseId: lives.courseId,
      termId: lives.termId,
      planItemId: lives.planItemId,
      audience: lives.audience,
      audienceTermId: lives.audienceTermId,
      audienceEntId: lives.audienceEntId,
      state: lives.state,
      cancelledAt: lives.cancelledAt,
      replaySectionId: lives.replaySectionId,
      subscriberCount: subscriberCountOf(lives.id),
      attendeeCount: sql<number>`(select count(*)::int from ${liveAttendance}
        where ${liveAttendance.liveId} = ${lives.id})`,
    })
    .from(lives)
    .innerJoin(lecturers, eq(lecturers.id, lives.lecturerId));
}

type AdminLiveRow = Awaited<ReturnType<ReturnType<typeof selectAdminLives>['execute']>>[number];

function present({ startsAt, cancelledAt, state, audience, ...row }: AdminLiveRow): AdminLive {
  return {
    ...row,
    startsAt: startsAt.toISOString(),
    state: state as LiveState,
    audience: audience as LiveAudience,
    cancelled: cancelledAt !== null,
  };
}

/** Every live, latest start first (coming, running, past and cancelled alike). */
export async function listAdminLives(
  db: Database,
  query: z.output<typeof PageQuery>,
): Promise<Page<AdminLive>> {
  const [rows, [total]] = await Promise.all([
    selectAdminLives(db)
      .orderBy(desc(lives.startsAt), desc(lives.id))
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(lives),
  ]);
  return { list: rows.map(present), total: total?.total ?? 0, ...query };
}

async function findAdminLive(db: Database, id: number, lock = false): Promise<AdminLive> {
  const query = selectAdminLives(db).where(eq(lives.id, id));
  const [row] = lock ? await query.for('update', { of: lives }) : await query;
  if (!row) throw new AppError('LIVE_NOT_FOUND');
  return present(row);
}

/**
 * What a live names must exist: its lecturer, course, term and term audience, and a plan item that
 * is a `live` item of the term's camp. Only the pair the audience asks for is kept.
 */
async function checkedValues(tx: Database, fields: z.output<typeof LiveFields>) {
  const [lecturer] = await tx
    .select({ id: lecturers.id })
    .from(lecturers)
    .where(eq(lecturers.id, fields.lecturerId));
  if (!lecturer) throw new AppError('LIVE_LECTURER_NOT_FOUND');
  const exists = async (found: Promise<unknown[]>) => {
    if ((await found).length === 0) throw new AppError('LIVE_LINK_INVALID');
  };
  if (fields.courseId !== null) {
    await exists(tx.select({ id: courses.id }).from(courses).where(eq(courses.id, fields.courseId)));
  }
  if (fields.termId !== null) {
    await exists(
      tx.select({ id: trainingTerms.id }).from(trainingTerms).where(eq(trainingTerms.id, fields.termId)),
    );
  }
  if (fields.planItemId !== null) {
    if (fields.termId === null) throw new AppError('LIVE_LINK_INVALID');
    await exists(
      tx
        .select({ id: trainingPlanItems.id })
        .from(trainingPlanItems)
        .innerJoin(trainingTerms, eq(trainingTerms.trainingId, trainingPlanItems.trainingId))
        .where(
          and(
            eq(trainingPlanItems.id, fields.planItemId),
            eq(trainingPlanItems.kind, 'live'),
            eq(trainingTerms.id, fields.termId),
          ),
        ),
    );
  }
  if (fields.audience === 'term' && fields.audienceTermId !== null) {
    await exists(
      tx
        .select({ id: trainingTerms.id })
        .from(trainingTerms)
        .where(eq(trainingTerms.id, fields.audienceTermId)),
    );
  }
  return {
    title: fields.title,
    summary: fields.summary,
    cover: fields.cover,
    lecturerId: fields.lecturerId,
    startsAt: new Date(fields.startsAt),
    expectedMinutes: fields.expectedMinutes,
    courseId: fields.courseId,
    termId: fields.termId,
    planItemId: fields.planItemId,
    audience: fields.audience,
    audienceTermId: fields.audience === 'term' ? fields.audienceTermId : null,
    audienceEntId: fields.audience === 'enterprise' ? fields.audienceEntId : null,
  };
}

export async function createLive(
  tx: Database,
  fields: z.output<(typeof adminLiveCreate)['request']>,
  audit: Audit,
): Promise<AdminLive> {
  const values = await checkedValues(tx, fields);
  // The stream is named after the live's id, so the id is taken first.
  const taken = await tx.execute(sql`select nextval(pg_get_serial_sequence('lives', 'id'))::int as id`);
  const [next] = (taken as unknown as { rows: { id: number }[] }).rows;
  if (!next) throw new Error('no live id taken');
  const [row] = await tx
    .insert(lives)
    .values({ ...values, id: next.id, streamName: `live-${next.id}` })
    .returning({ id: lives.id });
  if (!row) throw new Error('no live inserted');
  const after = await findAdminLive(tx, row.id);
  audit({ entity: 'live', entityId: row.id, before: null, after });
  return after;
}

/** A coming live (待开播, not cancelled), locked: only such a live is edited or cancelled. */
async function comingLive(tx: Database, id: number): Promise<AdminLive> {
  const before = await findAdminLive(tx, id, true);
  if (before.state !== 'scheduled' || before.cancelled) throw new AppError('LIVE_NOT_EDITABLE');
  return before;
}

/**
 * A new start time moves the reminders with it: the ones already sent were for the old time, so
 * they are sent again for the new one (their dedupe keys name the start).
 */
export async function updateLive(
  tx: Database,
  { id, ...fields }: z.output<(typeof adminLiveUpdate)['request']>,
  audit: Audit,
): Promise<AdminLive> {
  const before = await comingLive(tx, id);
  await tx
    .update(lives)
    .set(await checkedValues(tx, fields))
    .where(eq(lives.id, id));
  const after = await findAdminLive(tx, id);
  audit({ entity: 'live', entityId: id, before, after });
  return after;
}

/** Cancels a coming live and tells each subscriber once, in the same transaction. */
export async function cancelLive(tx: Database, id: number, audit: Audit): Promise<AdminLive> {
  const before = await comingLive(tx, id);
  await tx
    .update(lives)
    .set({ cancelledAt: new Date() })
    .where(and(eq(lives.id, id), isNull(lives.cancelledAt)));
  const subscribers = await tx
    .select({ userId: liveSubscriptions.userId })
    .from(liveSubscriptions)
    .where(eq(liveSubscriptions.liveId, id));
  await notify(
    tx,
    'liveCancelled',
    subscribers.map(({ userId }) => ({
      userId,
      dedupeKey: `live-cancelled:${id}:${userId}`,
      params: { liveTitle: before.title },
    })),
  );
  const after = await findAdminLive(tx, id);
  audit({ entity: 'live', entityId: id, before, after });
  return after;
}

/** The lecturer's RTMP address, working until a day after the live's expected end; the hand-out is audited. */
export async function readPushAddress(
  tx: Database,
  provider: LiveStreamProvider,
  id: number,
  audit: Audit,
): Promise<{ pushUrl: string; expiresAt: string }> {
  const [live] = await tx
    .select({
      streamName: lives.streamName,
      startsAt: lives.startsAt,
      expectedMinutes: lives.expectedMinutes,
      cancelledAt: lives.cancelledAt,
    })
    .from(lives)
    .where(eq(lives.id, id));
  if (!live) throw new AppError('LIVE_NOT_FOUND');
  if (live.cancelledAt) throw new AppError('LIVE_NOT_EDITABLE');
  const end = Math.floor(live.startsAt.getTime() / 1000) + live.expectedMinutes * 60;
  const expiresAt = Math.max(end, Math.floor(Date.now() / 1000)) + PUSH_GRACE_SECONDS;
  audit({
    entity: 'live_push_address',
    entityId: id,
    before: null,
    after: { stream: live.streamName, expiresAt },
  });
  return {
    pushUrl: provider.pushAddress(live.streamName, expiresAt),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
