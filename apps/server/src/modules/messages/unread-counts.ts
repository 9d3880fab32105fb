import { NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, type NoticeCategory } from '@zhixue/contract';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { UNREAD_ANNOUNCEMENT, type Viewer, viewerParams } from './announcement-visibility.js';

type Prepared = Pick<DatabaseHandle, 'runPrepared'>;

/** Asked on every page view: two index lookups in one prepared statement. */
const UNREAD_COUNT = {
  name: 'notice_unread_count',
  text: `select (select count(*) from notices where user_id = $1::int and read_at is null)::int
    + (select count(*) from announcements a where ${UNREAD_ANNOUNCEMENT})::int as count`,
};

const UNREAD_BY_CATEGORY = {
  name: 'notice_unread_by_category',
  text: `select category, count(*)::int as unread from notices where user_id = $1::int and read_at is null
      group by category
    union all
    select 'announcement', count(*)::int from announcements a where ${UNREAD_ANNOUNCEMENT}`,
};

export async function countUnread(database: Prepared, viewer: Viewer): Promise<number> {
  const [row] = await database.runPrepared(UNREAD_COUNT, viewerParams(viewer));
  return Number(row?.count ?? 0);
}

export async function unreadByCategory(database: Prepared, viewer: Viewer) {
  const rows = await database.runPrepared(UNREAD_BY_CATEGORY, viewerParams(viewer));
  const unread = new Map(rows.map((row) => [row.category as NoticeCategory, Number(row.unread)]));
  return NOTICE_CATEGORIES.map((category) => ({
    category,
    name: NOTICE_CATEGORY_NAMES[category],
    unread: unread.get(category) ?? 0,
  }));
}
