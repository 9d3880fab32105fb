import type { EntAdminTopic, EntLicence, EntSeat } from '@zhixue/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as usersTables from '../users/tables.js';
import type { EnterpriseScope } from './scope.js';
import * as tables from './tables.js';

const { courses } = catalogTables;
const { enterpriseCourses, entSeats, entTopicCourses, entTopics } = tables;
const { users } = usersTables;

const timeOrNull = (at: Date | null) => (at === null ? null : formatChinaTime(at));

/** The library as the admin sees it: every licence, alive or expired, with its seats taken. */
export async function listLicences(db: Database, { entId }: EnterpriseScope): Promise<EntLicence[]> {
  const rows = await db
    .select({
      courseId: enterpriseCourses.courseId,
      name: courses.name,
      type: courses.type,
      licence: enterpriseCourses.licence,
      seats: enterpriseCourses.seats,
      seatsTaken: sql<number>`(select count(*) from ${entSeats} where ${entSeats.entId} = ${entId}
        and ${entSeats.courseId} = ${enterpriseCourses.courseId} and ${entSeats.revokedAt} is null)::int`,
      expiresAt: enterpriseCourses.expiresAt,
    })
    .from(enterpriseCourses)
    .innerJoin(courses, eq(courses.id, enterpriseCourses.courseId))
    .where(eq(enterpriseCourses.entId, entId))
    .orderBy(
      sql`${enterpriseCourses.licence} = 'private' desc`,
      asc(enterpriseCourses.sort),
      asc(courses.id),
    );
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    expiresAt: timeOrNull(row.expiresAt),
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
  }));
}

/** One licence of the enterprise (A0404 for a course it does not hold, another's included). */
export async function licenceOf(db: Database, { entId }: EnterpriseScope, courseId: number) {
  const [row] = await db
    .select()
    .from(enterpriseCourses)
    .where(and(eq(enterpriseCourses.entId, entId), eq(enterpriseCourses.courseId, courseId)));
  if (!row) throw new AppError('ENT_COURSE_NOT_IN_LIBRARY');
  return row;
}

export async function listSeats(db: Database, scope: EnterpriseScope, courseId: number): Promise<EntSeat[]> {
  await licenceOf(db, scope, courseId);
  const rows = await db
    .select({
      userId: entSeats.userId,
      name: users.nickname,
      mobile: users.mobile,
      assignedAt: entSeats.assignedAt,
      activatedAt: entSeats.activatedAt,
      revokedAt: entSeats.revokedAt,
    })
    .from(entSeats)
    .innerJoin(users, eq(users.id, entSeats.userId))
    .where(and(eq(entSeats.entId, scope.entId), eq(entSeats.courseId, courseId)))
    .orderBy(sql`${entSeats.revokedAt} is not null`, entSeats.assignedAt);
  return rows.map((row) => ({
    ...row,
    assignedAt: formatChinaTime(row.assignedAt),
    activatedAt: timeOrNull(row.activatedAt),
    revokedAt: timeOrNull(row.revokedAt),
  }));
}

/**
 * Gives a learner of the enterprise a seat of a per-seat licence. The licence is locked first, so
 * two assignments at once cannot both take the last seat.
 */
export async function assignSeat(
  db: Database,
  scope: EnterpriseScope,
  body: { courseId: number; userId: number },
  audit: (change: AuditChange) => void,
) {
  // The wall's role may not lock rows it cannot update: a transaction lock on the licence instead.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`ent-seats:${scope.entId}:${body.courseId}`}))`,
  );
  const licence = await licenceOf(db, scope, body.courseId);
  if (licence.licence !== 'seats' || licence.seats === null) throw new AppError('ENT_LICENCE_NOT_SEATS');
  const [learner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), eq(users.entId, scope.entId)));
  if (!learner) throw new AppError('ENT_LEARNER_NOT_FOUND');
  const seats = await listSeats(db, scope, body.courseId);
  const current = seats.find((seat) => seat.userId === body.userId);
  if (current && current.revokedAt === null) return seats;
  if (seats.filter((seat) => seat.revokedAt === null).length >= licence.seats) {
    throw new AppError('ENT_SEATS_FULL', { seats: licence.seats });
  }
  await db
    .insert(entSeats)
    .values({ entId: scope.entId, courseId: body.courseId, userId: body.userId })
    .onConflictDoUpdate({
      target: [entSeats.entId, entSeats.courseId, entSeats.userId],
      set: { revokedAt: null, assignedAt: sql`now()`, activatedAt: null },
    });
  audit({
    entity: 'ent_seat',
    entityId: `${body.courseId}:${body.userId}`,
    before: current ?? null,
    after: 'assigned',
  });
  return listSeats(db, scope, body.courseId);
}

export async function revokeSeat(
  db: Database,
  scope: EnterpriseScope,
  body: { courseId: number; userId: number },
  audit: (change: AuditChange) => void,
) {
  const revoked = await db
    .update(entSeats)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(entSeats.entId, scope.entId),
        eq(entSeats.courseId, body.courseId),
        eq(entSeats.userId, body.userId),
        isNull(entSeats.revokedAt),
      ),
    )
    .returning({ userId: entSeats.userId });
  if (revoked.length === 0) throw new AppError('ENT_SEAT_NOT_FOUND');
  audit({
    entity: 'ent_seat',
    entityId: `${body.courseId}:${body.userId}`,
    before: 'assigned',
    after: 'revoked',
  });
  return listSeats(db, scope, body.courseId);
}

/** Refuses any course that is not in the enterprise's library (another's private course included). */
export async function requireLibraryCourses(db: Database, { entId }: EnterpriseScope, courseIds: number[]) {
  if (courseIds.length === 0) return;
  const held = await db
    .select({ id: enterpriseCourses.courseId })
    .from(enterpriseCourses)
    .where(and(eq(enterpriseCourses.entId, entId), inArray(enterpriseCourses.courseId, courseIds)));
  if (held.length < new Set(courseIds).size) throw new AppError('ENT_COURSE_NOT_IN_LIBRARY');
}

export async function listAdminTopics(db: Database, { entId }: EnterpriseScope, topicId?: number) {
  const [topics, members] = await Promise.all([
    db
      .select()
      .from(entTopics)
      .where(and(eq(entTopics.entId, entId), topicId === undefined ? undefined : eq(entTopics.id, topicId)))
      .orderBy(entTopics.sort, entTopics.id),
    db
      .select({ topicId: entTopicCourses.topicId, id: courses.id, name: courses.name })
      .from(entTopicCourses)
      .innerJoin(courses, eq(courses.id, entTopicCourses.courseId))
      .where(eq(entTopicCourses.entId, entId))
      .orderBy(entTopicCourses.sort),
  ]);
  return topics.map(
    (topic): EntAdminTopic => ({
      id: topic.id,
      name: topic.name,
      picCover: topic.picCover,
      intro: topic.intro,
      courses: members.filter((member) => member.topicId === topic.id).map(({ id, name }) => ({ id, name })),
    }),
  );
}

export interface TopicInput {
  id: number | null;
  name: string;
  picCover: string;
  intro: string;
  courseIds: number[];
}

/** Creates or edits a topic and puts its library courses in the given order. */
export async function saveTopic(
  db: Database,
  scope: EnterpriseScope,
  body: TopicInput,
  audit: (change: AuditChange) => void,
): Promise<EntAdminTopic> {
  const courseIds = [...new Set(body.courseIds)];
  await requireLibraryCourses(db, scope, courseIds);
  const fields = { name: body.name, picCover: body.picCover, intro: body.intro };
  let id = body.id;
  let before: EntAdminTopic | null = null;
  if (id === null) {
    const [created] = await db
      .insert(entTopics)
      .values({
        ...fields,
        entId: scope.entId,
        sort: sql`(select coalesce(max(sort), 0) + 1 from ${entTopics} where ent_id = ${scope.entId})`,
      })
      .returning({ id: entTopics.id });
    if (!created) throw new Error('topic insert returned nothing');
    id = created.id;
  } else {
    [before = null] = await listAdminTopics(db, scope, id);
    if (!before) throw new AppError('ENT_TOPIC_NOT_FOUND');
    await db
      .update(entTopics)
      .set(fields)
      .where(and(eq(entTopics.id, id), eq(entTopics.entId, scope.entId)));
    await db
      .delete(entTopicCourses)
      .where(and(eq(entTopicCourses.topicId, id), eq(entTopicCourses.entId, scope.entId)));
  }
  const topicId = id;
  if (courseIds.length > 0) {
    await db
      .insert(entTopicCourses)
      .values(courseIds.map((courseId, sort) => ({ topicId, courseId, entId: scope.entId, sort })));
  }
  const [after] = await listAdminTopics(db, scope, topicId);
  if (!after) throw new Error('the saved topic vanished');
  audit({ entity: 'ent_topic', entityId: topicId, before, after });
  return after;
}
