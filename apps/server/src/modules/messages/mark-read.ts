import type { NoticeCategory } from '@zhixue/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { VISIBLE_ANNOUNCEMENT, type Viewer, viewerParams } from './announcement-visibility.js';
import * as tables from './tables.js';

const { notices } = tables;

type Handle = Pick<DatabaseHandle, 'db' | 'runPrepared'>;

/** Reading an announcement the learner cannot see (another audience, withdrawn) finds nothing. */
const READ_ANNOUNCEMENT = {
  name: 'announcement_read_one',
  text: `with visible as (select a.id from announcements a where ${VISIBLE_ANNOUNCEMENT} and a.id = $4::int),
    marked as (insert into announcement_reads (user_id, announcement_id) select $1::int, id from visible
      on conflict do nothing)
    select count(*)::int as found from visible`,
};

/** Only the announcements the learner sees now get a row: a handful, whatever the audience's size. */
const READ_ALL_ANNOUNCEMENTS = {
  name: 'announcement_read_all',
  text: `insert into announcement_reads (user_id, announcement_id)
    select $1::int, a.id from announcements a where ${VISIBLE_ANNOUNCEMENT} on conflict do nothing`,
};

/** Marks one of the learner's notices read; another learner's answers as one that does not exist. */
export async function readNotice(database: Handle, viewer: Viewer, category: NoticeCategory, id: number) {
  if (category === 'announcement') {
    const [row] = await database.runPrepared(READ_ANNOUNCEMENT, [...viewerParams(viewer), id]);
    if (Number(row?.found ?? 0) === 0) throw new AppError('NOTICE_NOT_FOUND');
    return;
  }
  const found = await database.db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(eq(notices.id, id), eq(notices.userId, viewer.userId), eq(notices.category, category)))
    .returning({ id: notices.id });
  if (found.length === 0) throw new AppError('NOTICE_NOT_FOUND');
}

/** Marks one category read, or all of them. */
export async function readAllNotices(database: Handle, viewer: Viewer, category?: NoticeCategory) {
  if (category === undefined || category === 'announcement') {
    await database.runPrepared(READ_ALL_ANNOUNCEMENTS, viewerParams(viewer));
  }
  if (category === 'announcement') return;
  await database.db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notices.userId, viewer.userId),
        isNull(notices.readAt),
        category ? eq(notices.category, category) : undefined,
      ),
    );
}
