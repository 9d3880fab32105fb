import { Pagination, Progress, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useEntLearningRecord } from '../api/get-centre';
import styles from '../components/ent.module.css';
import { entVideoHref } from '../lib/ent-links';

const PAGE_SIZE = 10;

/** /ent/base/learning-list: the learner's library courses, most recently studied first, with progress. */
export function Component() {
  const [page, setPage] = useState(1);
  const record = useEntLearningRecord(page, PAGE_SIZE);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>学习记录</h1>
        {record.isPending ? (
          <Skeleton active />
        ) : record.isError ? (
          <LoadFailed query={record} fallback="学习记录加载失败" />
        ) : record.data.list.length === 0 ? (
          <EmptyState text="还没有学习记录，去课程库开始学习吧">
            <Link to="/ent/course-list">去课程库</Link>
          </EmptyState>
        ) : (
          <>
            <ul className={styles.rows}>
              {record.data.list.map((course) => (
                <li key={course.id} className={styles.row}>
                  <div className={styles.rowCover}>
                    <CoverImage src={course.picCover} alt={course.name} />
                  </div>
                  <div className={styles.rowMain}>
                    <h3 className={styles.rowTitle}>
                      <Link to={`/ent/base/${course.id}`}>{course.name}</Link>
                    </h3>
                    <div className={styles.rowMeta}>
                      <span>
                        已学 {course.finishedCount}/{course.count} 节
                      </span>
                      <span>最近学习：{course.lastStudyTime}</span>
                    </div>
                    <Progress percent={course.progress} size="small" />
                  </div>
                  <Link to={entVideoHref(course.id, { continue: true })}>
                    {course.learnStatus === 1 ? '再次学习' : '继续学习'}
                  </Link>
                </li>
              ))}
            </ul>
            {record.data.total > PAGE_SIZE ? (
              <Pagination
                align="center"
                current={page}
                pageSize={PAGE_SIZE}
                total={record.data.total}
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
