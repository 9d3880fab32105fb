import { randomInt } from 'node:crypto';
import type {
  AdminLearnerDetail,
  AdminOrderRow,
  adminOrderSearch,
  Page,
  ParsedRequestOf,
} from '@zhixue/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { describeDevice, formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as campsTables from '../camps/tables/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as learningTables from '../learning/tables.js';
import { setPassword } from './accounts.js';
import { loadLearner, type PaidOrderCount } from './admin-learners.js';
import * as tables from './tables.js';

const { users } = tables;
const { userCourses } = learningTables;
const { courses } = catalogTables;
const { trainingUsers, trainings, trainingTerms } = campsTables;

/**
 * A learner's sessions as the auth area keeps them (it sits above users): listed as the transaction
 * sees them, ended in the call's transaction and forgotten after it.
 */
export interface SessionEnder {
  listLive(db: Database, userId: number): Promise<LiveSession[]>;
  revokeAllOf(tx: Database, userId: number, reason: string): Promise<string[]>;
  forget(tokenHashes: string[]): Promise<void>;
}

/** A live session of a learner, as the console's learner page shows it. */
export interface LiveSession {
  id: number;
  deviceType: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Where a learner's page reads what the areas above users keep of the learner. */
export interface LearnerSources {
  orders: LearnerOrders;
  sessions: Pick<SessionEnder, 'listLive'>;
}

/** Orders' console search (injected: orders sits above users). */
export type OrderSearch = (
  db: Database,
  query: ParsedRequestOf<typeof adminOrderSearch>,
  showPhones: boolean,
) => Promise<Page<AdminOrderRow>>;

/** What the console's learner pages show of a learner's orders, as the orders area reads them. */
export interface LearnerOrders {
  search: OrderSearch;
  paidCount: PaidOrderCount;
}

export interface ManageContext {
  tx: Database;
  audit: (change: AuditChange) => void;
  afterCommit: (work: () => Promise<unknown>) => void;
  showPhones: boolean;
  sessions: SessionEnder;
  orders: LearnerOrders;
}

/** A learner's page: the summary, orders, courses, camps and signed-in sessions. */
export async function loadLearnerDetail(
  db: Database,
  userId: number,
  showPhones: boolean,
  sources: LearnerSources,
): Promise<AdminLearnerDetail> {
  const summary = await loadLearner(db, userId, showPhones, sources.orders.paidCount);
  const [[account], orders, held, camps, live] = await Promise.all([
    db
      .select({
        disabledAt: users.disabledAt,
        disabledReason: users.disabledReason,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId)),
    sources.orders.search(db, { learner: String(userId), pageCurrent: 1, pageSize: 50 }, showPhones),
    db
      .select({
        courseId: userCourses.courseId,
        name: courses.name,
        source: userCourses.source,
        since: userCourses.createdAt,
      })
      .from(userCourses)
      .innerJoin(courses, eq(courses.id, userCourses.courseId))
      .where(eq(userCourses.userId, userId))
      .orderBy(desc(userCourses.createdAt)),
    db
      .select({
        enrolmentId: trainingUsers.id,
        campId: trainingUsers.trainingId,
        campName: trainings.name,
        termName: trainingTerms.name,
        progress: trainingUsers.progress,
        since: trainingUsers.createdAt,
      })
      .from(trainingUsers)
      .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
      .leftJoin(trainingTerms, eq(trainingTerms.id, trainingUsers.termId))
      .where(eq(trainingUsers.userId, userId))
      .orderBy(desc(trainingUsers.createdAt)),
    sources.sessions.listLive(db, userId),
  ]);
  return {
    ...summary,
    disabledAt: account?.disabledAt ? formatChinaTime(account.disabledAt) : null,
    disabledReason: account?.disabledReason ?? null,
    hasPassword: Boolean(account?.passwordHash),
    orders: orders.list,
    courses: held.map((course) => ({ ...course, since: formatChinaTime(course.since) })),
    camps: camps.map((camp) => ({ ...camp, since: formatChinaTime(camp.since) })),
    sessions: live.map((session) => ({
      id: session.id,
      deviceType: session.deviceType,
      ip: session.ip,
      userAgent: session.userAgent,
      deviceName: describeDevice(session.userAgent),
      createdAt: formatChinaTime(session.createdAt),
      lastSeenAt: formatChinaTime(session.lastSeenAt),
    })),
  };
}

/** Ends the learner's sessions in the transaction; their cached copies go once it commits. */
async function endSessions(context: ManageContext, userId: number, reason: string) {
  const hashes = await context.sessions.revokeAllOf(context.tx, userId, reason);
  context.afterCommit(() => context.sessions.forget(hashes));
}

async function auditedChange(
  context: ManageContext,
  userId: number,
  change: () => Promise<void>,
  note: Record<string, unknown> = {},
): Promise<AdminLearnerDetail> {
  const before = await loadLearnerDetail(context.tx, userId, context.showPhones, context);
  await change();
  const after = await loadLearnerDetail(context.tx, userId, context.showPhones, context);
  const brief = (detail: AdminLearnerDetail) => ({
    id: detail.id,
    disabledAt: detail.disabledAt,
    disabledReason: detail.disabledReason,
    sessions: detail.sessions.length,
  });
  context.audit({
    entity: 'user',
    entityId: userId,
    before: brief(before),
    after: { ...brief(after), ...note },
  });
  return after;
}

/** Disables the account: its sessions end now, and signing in is refused until it is enabled. */
export function disableLearner(context: ManageContext, userId: number, reason: string) {
  return auditedChange(
    context,
    userId,
    async () => {
      const [changed] = await context.tx
        .update(users)
        .set({ disabledAt: new Date(), disabledReason: reason })
        .where(and(eq(users.id, userId), isNull(users.disabledAt)))
        .returning({ id: users.id });
      if (!changed) throw new AppError('LEARNER_ALREADY_DISABLED');
      await endSessions(context, userId, 'disabled');
    },
    { reason },
  );
}

export function enableLearner(context: ManageContext, userId: number) {
  return auditedChange(context, userId, async () => {
    const [changed] = await context.tx
      .update(users)
      .set({ disabledAt: null, disabledReason: null })
      .where(and(eq(users.id, userId), sql`${users.disabledAt} is not null`))
      .returning({ id: users.id });
    if (!changed) throw new AppError('LEARNER_NOT_DISABLED');
  });
}

/** Letters and digits without look-alikes (0/O, 1/l/I), easy to read out over the phone. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const temporaryPassword = () =>
  Array.from({ length: 10 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join('');

/**
 * Sets a temporary password (the operator's, or a random one answered once) and ends every session:
 * whoever held the old password is out. The operator tells the learner by phone (support calls back;
 * a message in the centre could not be read once signed out).
 */
export async function resetLearnerPassword(
  context: ManageContext,
  userId: number,
  given: string | undefined,
) {
  const password = given ?? temporaryPassword();
  const learner = await auditedChange(
    context,
    userId,
    async () => {
      if (!(await setPassword(context.tx, userId, password))) throw new AppError('LEARNER_NOT_FOUND');
      await endSessions(context, userId, 'password-reset');
    },
    // The password itself never enters the audit log.
    { passwordReset: given === undefined ? 'random' : 'given' },
  );
  return { learner, temporaryPassword: password };
}
