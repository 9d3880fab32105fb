import {
  type AdminAnnouncement,
  type AnnouncementCreateRequest,
  type Page,
  type PageQuery,
  rowsBefore,
} from '@zhixue/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as usersTables from '../users/tables.js';
import { signalEveryLearner } from './notify.js';
import * as tables from './tables.js';

const { announcements } = tables;
const { enterprises } = usersTables;

type Audit = (change: AuditChange) => void;

const columns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  audience: announcements.audience,
  entId: announcements.entId,
  entName: enterprises.name,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  createdAt: announcements.createdAt,
  withdrawnAt: announcements.withdrawnAt,
  readCount: sql<number>`(select count(*)::int from announcement_reads r where r.announcement_id = announcements.id)`,
};

const selectAnnouncements = (db: Database) =>
  db.select(columns).from(announcements).leftJoin(enterprises, eq(enterprises.id, announcements.entId));

type Row = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['execute']>>[number];

function present(row: Row, now = Date.now()): AdminAnnouncement {
  const status =
    row.withdrawnAt !== null
      ? 'withdrawn'
      : row.startsAt.getTime() > now
        ? 'scheduled'
        : row.endsAt.getTime() > now
          ? 'active'
          : 'ended';
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: row.audience as AdminAnnouncement['audience'],
    entId: row.entId,
    entName: row.entName,
    startsAt: formatChinaTime(row.startsAt),
    endsAt: formatChinaTime(row.endsAt),
    createdAt: formatChinaTime(row.createdAt),
    status,
    readCount: row.readCount,
  };
}

export async function pageAnnouncementsForConsole(
  db: Database,
  page: PageQuery,
): Promise<Page<AdminAnnouncement>> {
  const [rows, [counted]] = await Promise.all([
    selectAnnouncements(db).orderBy(desc(announcements.id)).limit(page.pageSize).offset(rowsBefore(page)),
    db.select({ total: count() }).from(announcements),
  ]);
  return { list: rows.map((row) => present(row)), total: counted?.total ?? 0, ...page };
}

async function findAnnouncement(tx: Database, id: number, lock = false): Promise<AdminAnnouncement> {
  const query = selectAnnouncements(tx).where(eq(announcements.id, id));
  const [row] = lock ? await query.for('update', { of: announcements }) : await query;
  if (!row) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  return present(row);
}

/** One row whatever the audience; open pages hear of it when the transaction commits. */
export async function createAnnouncement(
  tx: Database,
  input: z.output<typeof AnnouncementCreateRequest>,
  audit: Audit,
): Promise<AdminAnnouncement> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) throw new AppError('ANNOUNCEMENT_WINDOW_INVALID');
  const entId = input.audience === 'enterprise' ? input.entId : null;
  if (entId !== null) {
    const [enterprise] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.id, entId));
    if (!enterprise) throw new AppError('ANNOUNCEMENT_ENTERPRISE_NOT_FOUND');
  }
  const [row] = await tx
    .insert(announcements)
    .values({ title: input.title, body: input.body, audience: input.audience, entId, startsAt, endsAt })
    .returning({ id: announcements.id });
  if (!row) throw new Error('the new announcement was not inserted');
  const created = await findAnnouncement(tx, row.id);
  audit({ entity: 'announcement', entityId: created.id, before: null, after: created });
  await signalEveryLearner(tx);
  return created;
}

export async function withdrawAnnouncement(
  tx: Database,
  id: number,
  audit: Audit,
): Promise<AdminAnnouncement> {
  const before = await findAnnouncement(tx, id, true);
  if (before.status === 'withdrawn') throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  await tx.update(announcements).set({ withdrawnAt: sql`now()` }).where(eq(announcements.id, id));
  const after = await findAnnouncement(tx, id);
  audit({ entity: 'announcement', entityId: id, before, after });
  await signalEveryLearner(tx);
  return after;
}

export async function listEnterprisesForAudience(db: Database) {
  return db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises).orderBy(enterprises.id);
}
