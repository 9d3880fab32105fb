import { ENT_TASK_STATUS_NAMES, type EntTaskStatus } from '@zhixue/contract';
import { Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useEntTasks } from '../api/get-tasks';
import styles from '../components/ent.module.css';
import { TaskRow } from '../components/task-row';

const PAGE_SIZE = 10;
const FILTERS = [
  { label: '全部', value: 'all' },
  ...ENT_TASK_STATUS_NAMES.map((label, status) => ({ label, value: String(status) })),
];

/** /ent/base/task-list: the learner's learning tasks (未开始, 进行中, 已完成, 已逾期). */
export function Component() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('all');
  const status = filter === 'all' ? undefined : (Number(filter) as EntTaskStatus);
  const tasks = useEntTasks(page, PAGE_SIZE, status);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>学习任务</h1>
        <Segmented
          className={styles.filter}
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(String(value));
            setPage(1);
          }}
        />
        {tasks.isPending ? (
          <Skeleton active />
        ) : tasks.isError ? (
          <LoadFailed query={tasks} fallback="任务加载失败" />
        ) : tasks.data.list.length === 0 ? (
          <EmptyState text="暂无学习任务" />
        ) : (
          <>
            <ul className={styles.rows}>
              {tasks.data.list.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </ul>
            {tasks.data.total > PAGE_SIZE ? (
              <Pagination
                align="center"
                current={page}
                pageSize={PAGE_SIZE}
                total={tasks.data.total}
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
