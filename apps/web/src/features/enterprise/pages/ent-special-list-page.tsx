import { Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { TOPIC_PAGE_SIZE, useEntTopics } from '../api/get-topics';
import styles from '../components/ent.module.css';
import { entTopicHref } from '../lib/ent-links';

/** /ent/special/list: the enterprise's topics (专题), each a curated list of library courses. */
export function Component() {
  const [page, setPage] = useState(1);
  const topics = useEntTopics(page);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>专题学习</h1>
        {topics.isPending ? (
          <Skeleton active />
        ) : topics.isError ? (
          <LoadFailed query={topics} fallback="专题加载失败" />
        ) : topics.data.list.length === 0 ? (
          <EmptyState text="暂无专题" />
        ) : (
          <>
            <div className={styles.topicGrid}>
              {topics.data.list.map((topic) => (
                <Link key={topic.id} to={entTopicHref(topic.id)} className={styles.topic}>
                  <div className={styles.topicCover}>
                    <CoverImage src={topic.picCover} alt={topic.name} />
                  </div>
                  <div className={styles.topicBody}>
                    <h2 className={styles.rowTitle}>{topic.name}</h2>
                    <span className={styles.rowMeta}>共{topic.courseCount}门课程</span>
                    <p className={styles.topicIntro}>{topic.intro}</p>
                  </div>
                </Link>
              ))}
            </div>
            {topics.data.total > TOPIC_PAGE_SIZE ? (
              <Pagination
                align="center"
                current={page}
                pageSize={TOPIC_PAGE_SIZE}
                total={topics.data.total}
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
