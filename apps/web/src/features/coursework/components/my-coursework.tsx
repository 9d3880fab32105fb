import { Button, Pagination, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PersonalPanel } from '@/components/personal-panel';
import { MY_COURSEWORK_PAGE_SIZE, useCollectedWorks, useMyCoursework } from '../api/coursework-queries';
import styles from './coursework.module.css';

const workHref = (assignmentId: number) => `/trainingCamp/work/${assignmentId}`;

function Pager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  if (total <= MY_COURSEWORK_PAGE_SIZE) return null;
  return <Pagination current={page} pageSize={MY_COURSEWORK_PAGE_SIZE} total={total} onChange={onChange} />;
}

function MySubmissions() {
  const [page, setPage] = useState(1);
  const rows = useMyCoursework(page);
  if (rows.isPending) return <Spin />;
  if (rows.isError) return <LoadFailed query={rows} />;
  if (rows.data.total === 0) return <EmptyState text="还没有提交过作业" />;
  return (
    <>
      <ul className={styles.list}>
        {rows.data.list.map((row) => (
          <li key={row.submissionId} className={styles.row}>
            <div>
              <strong>{row.assignmentTitle}</strong>
              <div className={styles.hint}>
                {row.trainingTitle} · 截止 {row.deadline.slice(0, 16)} · 更新于 {row.updatedAt.slice(0, 16)}
              </div>
            </div>
            <div className={styles.meta}>
              {row.score !== null ? (
                <span className={styles.score}>{row.score} 分</span>
              ) : (
                <Tag color={row.status === 'submitted' ? 'blue' : 'default'}>
                  {row.status === 'submitted' ? '待点评' : '草稿'}
                </Tag>
              )}
              <Link to={workHref(row.assignmentId)}>
                <Button size="small">查看</Button>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} total={rows.data.total} onChange={setPage} />
    </>
  );
}

function CollectedWorks() {
  const [page, setPage] = useState(1);
  const rows = useCollectedWorks(page);
  if (rows.isPending) return <Spin />;
  if (rows.isError) return <LoadFailed query={rows} />;
  if (rows.data.total === 0) return <EmptyState text="还没有收藏作业" />;
  return (
    <>
      <ul className={styles.list}>
        {rows.data.list.map((row) => (
          <li key={row.id} className={styles.row}>
            <div>
              <strong>
                {row.author.nickname} · {row.assignmentTitle}
              </strong>
              <div className={styles.hint}>{row.excerpt}</div>
            </div>
            <Link to={workHref(row.assignmentId)}>
              <Button size="small">查看</Button>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} total={rows.data.total} onChange={setPage} />
    </>
  );
}

/** The personal centre's 我的作业: the learner's submissions, and the work they collected. */
export function MyCoursework() {
  return (
    <PersonalPanel title="我的作业">
      <Tabs
        items={[
          { key: 'mine', label: '我提交的', children: <MySubmissions /> },
          { key: 'collected', label: '我收藏的', children: <CollectedWorks /> },
        ]}
      />
    </PersonalPanel>
  );
}
