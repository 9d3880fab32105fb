import { NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, type Notice, type NoticeCategory } from '@zhixue/contract';
import { Badge, Button, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LogInFirst } from '@/components/log-in-first';
import { useSession } from '@/lib/session';
import { NOTICES_PAGE_SIZE, useNoticeCategories, useNotices } from '../api/list-notices';
import { useReadAllNotices, useReadNotice } from '../api/read-notices';
import { openingCategory } from '../lib/opening-category';
import styles from './message-page.module.css';

/**
 * /message, the message centre: the categories with their unread counts on the left, the chosen
 * category's notices on the right (newest first, unread ones marked). Opening a notice marks it read;
 * 全部已读 marks every notice of every category read. The category and page live in the address.
 */
export function Component() {
  const session = useSession();
  if (!session) return <LogInFirst text="登录后即可查看消息" openOnArrival />;
  return <MessageCentre />;
}

function MessageCentre() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const categories = useNoticeCategories();
  // Counts that failed to load open 系统公告, as before they existed.
  const category = openingCategory(
    search.get('category'),
    categories.data ?? (categories.isError ? [] : undefined),
  );
  const readAll = useReadAllNotices();
  const totalUnread = categories.data?.reduce((sum, row) => sum + row.unread, 0) ?? 0;

  const show = (next: NoticeCategory, nextPage = 1) =>
    setSearch(nextPage > 1 ? { category: next, page: String(nextPage) } : { category: next });

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <aside className={styles.side}>
          <h1 className={styles.heading}>消息中心</h1>
          <nav aria-label="消息分类">
            <ul className={styles.categories}>
              {NOTICE_CATEGORIES.map((each) => {
                const unread = categories.data?.find((row) => row.category === each)?.unread ?? 0;
                return (
                  <li key={each}>
                    <button
                      type="button"
                      className={each === category ? `${styles.category} ${styles.current}` : styles.category}
                      aria-current={each === category ? 'true' : undefined}
                      onClick={() => show(each)}
                    >
                      <span>{NOTICE_CATEGORY_NAMES[each]}</span>
                      <Badge count={unread} size="small" aria-label={`${unread}条未读`} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <section className={styles.main} aria-label={category ? NOTICE_CATEGORY_NAMES[category] : '消息'}>
          <header className={styles.mainHeader}>
            <h2 className={styles.title}>{category ? NOTICE_CATEGORY_NAMES[category] : ''}</h2>
            <Button
              disabled={totalUnread === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate(undefined)}
            >
              全部已读
            </Button>
          </header>
          {category ? (
            <NoticeList category={category} page={page} onPage={(next) => show(category, next)} />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </section>
      </div>
    </div>
  );
}

function NoticeList({
  category,
  page,
  onPage,
}: {
  category: NoticeCategory;
  page: number;
  onPage: (page: number) => void;
}) {
  const notices = useNotices(category, page);
  if (notices.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notices.isError) return <LoadFailed compact query={notices} fallback="消息加载失败" />;
  if (notices.data.list.length === 0) {
    return <EmptyState compact text={`暂无${NOTICE_CATEGORY_NAMES[category]}`} />;
  }
  return (
    <>
      <ul className={styles.notices} aria-label="消息列表">
        {notices.data.list.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
      {notices.data.total > NOTICES_PAGE_SIZE ? (
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={NOTICES_PAGE_SIZE}
          total={notices.data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const read = useReadNotice();
  const markRead = () => {
    if (!notice.read) read.mutate({ category: notice.category, id: notice.id });
  };
  let subject: ReactNode = null;
  if (notice.link !== null) {
    subject = (
      <Link className={styles.subject} to={notice.link} onClick={markRead}>
        查看详情
      </Link>
    );
  }
  return (
    <li className={notice.read ? styles.notice : `${styles.notice} ${styles.unread}`}>
      <button type="button" className={styles.noticeBody} onClick={markRead} aria-label={notice.title}>
        <span className={styles.noticeTitle}>
          {notice.read ? null : <span className={styles.dot} role="img" aria-label="未读" />}
          {notice.title}
        </span>
        <span className={styles.noticeText}>{notice.body}</span>
        {/* Already China time from the server; minutes are enough here. */}
        <time className={styles.time}>{notice.createdAt.slice(0, 16)}</time>
      </button>
      {subject}
    </li>
  );
}
