import {
  adminAnnouncementCreate,
  adminAnnouncementEnterprises,
  adminAnnouncementList,
  adminAnnouncementWithdraw,
  NOTICE_STREAM_PATH,
  noticeCategories,
  noticeCommentList,
  noticeLikeList,
  noticeList,
  noticeReadAll,
  noticeUnreadCount,
  noticeView,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import {
  createAnnouncement,
  listEnterprisesForAudience,
  pageAnnouncementsForConsole,
  withdrawAnnouncement,
} from './admin-announcements.js';
import { readAllNotices, readNotice } from './mark-read.js';
import { pageNotices } from './notice-list.js';
import { registerNoticeStream } from './notice-stream.js';
import { countUnread, unreadByCategory } from './unread-counts.js';

/** The learner's message centre, its live stream, and the console's announcements. */
export function registerMessageRoutes(
  app: FastifyInstance,
  { database, db, routes, config }: AppContext,
): void {
  registerEndpoint(app, routes, noticeUnreadCount, async ({ session }) => ({
    count: await countUnread(database, session),
  }));
  registerEndpoint(app, routes, noticeCategories, ({ session }) => unreadByCategory(database, session));
  registerEndpoint(app, routes, noticeList, ({ body: { category, ...page }, session }) =>
    pageNotices(database, session, category, page),
  );
  registerEndpoint(app, routes, noticeCommentList, ({ body, session }) =>
    pageNotices(database, session, 'coursework_comment', body),
  );
  registerEndpoint(app, routes, noticeLikeList, ({ body, session }) =>
    pageNotices(database, session, 'coursework_like', body),
  );
  registerEndpoint(app, routes, noticeView, async ({ body, session }) => {
    await readNotice(database, session, body.category, body.id);
    return { count: await countUnread(database, session) };
  });
  registerEndpoint(app, routes, noticeReadAll, async ({ body, session }) => {
    await readAllNotices(database, session, body.category);
    return { count: await countUnread(database, session) };
  });
  registerNoticeStream(
    app,
    NOTICE_STREAM_PATH,
    { database, resolveSession: routes.resolveSession },
    {
      heartbeatMs: config.NOTICE_HEARTBEAT_MS,
    },
  );

  registerEndpoint(app, routes, adminAnnouncementList, ({ body }) => pageAnnouncementsForConsole(db, body));
  registerEndpoint(app, routes, adminAnnouncementEnterprises, () => listEnterprisesForAudience(db));
  registerEndpoint(app, routes, adminAnnouncementCreate, ({ body, tx, audit }) =>
    createAnnouncement(tx, body, audit),
  );
  registerEndpoint(app, routes, adminAnnouncementWithdraw, ({ body, tx, audit }) =>
    withdrawAnnouncement(tx, body.id, audit),
  );
}
