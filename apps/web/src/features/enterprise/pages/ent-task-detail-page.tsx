import { ENT_TASK_STATUS_NAMES, type EntTaskItem } from '@zhixue/contract';
import { Button, Progress, Skeleton, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CoverImage } from '@/components/course-card/cover-image';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { isMissing } from '@/lib/api';
import { formatSlashDateTime } from '@/lib/date-format';
import { parseId } from '@/lib/parse-id';
import { useEntTask } from '../api/get-tasks';
import styles from '../components/ent.module.css';

/** /ent/base/task-detail/:id: a task's courses and exams with the learner's progress in each. */
export function Component() {
  const id = parseId(useParams().id);
  if (!id) return <Missing />;
  return <TaskDetail key={id} id={id} />;
}

function Missing() {
  const navigate = useNavigate();
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <EmptyState title="任务详情" text="学习任务不存在">
          <Button onClick={() => navigate('/ent/base/task-list')}>返回学习任务</Button>
        </EmptyState>
      </section>
    </div>
  );
}

function TaskDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const task = useEntTask(id);
  if (task.isPending) {
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <Skeleton active />
        </section>
      </div>
    );
  }
  if (task.isError) {
    if (isMissing(task.error)) return <Missing />;
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <LoadFailed query={task} fallback="任务加载失败" />
        </section>
      </div>
    );
  }
  const detail = task.data;
  // A course opens its detail with the task, so that its sections carry taskId into the player.
  const open = (item: EntTaskItem) =>
    navigate(item.kind === 'course' ? `/ent/base/${item.id}?taskId=${detail.id}` : `/ent/exam/${item.id}`);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>{detail.name}</h1>
        <div className={styles.rowMeta}>
          <Tag color={detail.required ? 'red' : 'blue'}>{detail.required ? '必修' : '选修'}</Tag>
          <Tag>{ENT_TASK_STATUS_NAMES[detail.status]}</Tag>
          <span>
            {formatSlashDateTime(detail.startTime)} 至 {formatSlashDateTime(detail.deadline)}
          </span>
          <span>
            已完成 {detail.doneCount}/{detail.itemCount}
          </span>
        </div>
        {detail.intro ? <p>{detail.intro}</p> : null}
      </section>
      <section className={styles.panel} aria-label="任务内容">
        <h2 className={styles.heading}>任务内容</h2>
        <ul className={styles.rows}>
          {detail.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.row}>
              <div className={styles.rowCover}>
                <CoverImage src={item.picCover ?? ''} alt={item.name} />
              </div>
              <div className={styles.rowMain}>
                <h3 className={styles.rowTitle}>
                  <Tag>{item.kind === 'course' ? '课程' : '考试'}</Tag>
                  {item.name}
                </h3>
                <Progress
                  percent={item.count > 0 ? Math.round((item.doneCount * 100) / item.count) : 0}
                  size="small"
                  format={() =>
                    item.kind === 'course'
                      ? `${item.doneCount}/${item.count}节`
                      : item.done
                        ? '已通过'
                        : '未通过'
                  }
                />
              </div>
              <Button type={item.done ? 'default' : 'primary'} onClick={() => open(item)}>
                {item.done ? '已完成' : item.kind === 'course' ? '去学习' : '去考试'}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
