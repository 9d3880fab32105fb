import type { Notice, NoticeCategory, Page, PageQuery } from '@zhixue/contract';
import { rowsBefore } from '@zhixue/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import {
  READ_BY_VIEWER,
  VISIBLE_ANNOUNCEMENT,
  type Viewer,
  viewerParams,
} from './announcement-visibility.js';
import * as tables from './tables.js';

const { notices } = tables;

const ANNOUNCEMENT_PAGE = {
  name: 'announcement_page',
  text: `select a.id, a.title, a.body, a.starts_at, ${READ_BY_VIEWER} as read, count(*) over () as total
    from announcements a where ${VISIBLE_ANNOUNCEMENT}
    order by a.starts_at desc, a.id desc limit $4 offset $5`,
};

/** One category of the learner's notices, newest first. */
export async function pageNotices(
  database: Pick<DatabaseHandle, 'db' | 'runPrepared'>,
  viewer: Viewer,
  category: NoticeCategory,
  page: PageQuery,
): Promise<Page<Notice>> {
  if (category === 'announcement') return pageAnnouncements(database, viewer, page);
  const { db } = database;
  const mine = and(eq(notices.userId, viewer.userId), eq(notices.category, category));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(mine)
      .orderBy(desc(notices.id))
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    db.select({ total: count() }).from(notices).where(mine),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      category,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: formatChinaTime(row.createdAt),
    })),
    total: counted?.total ?? 0,
    ...page,
  };
}

async function pageAnnouncements(
  database: Pick<DatabaseHandle, 'runPrepared'>,
  viewer: Viewer,
  page: PageQuery,
): Promise<Page<Notice>> {
  const rows = await database.runPrepared(ANNOUNCEMENT_PAGE, [
    ...viewerParams(viewer),
    page.pageSize,
    rowsBefore(page),
  ]);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      category: 'announcement' as const,
      title: String(row.title),
      body: String(row.body),
      link: null,
      read: row.read === true,
      createdAt: formatChinaTime(new Date(row.starts_at as string | Date)),
    })),
    total: Number(rows[0]?.total ?? 0),
    ...page,
  };
}
