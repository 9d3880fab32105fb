import { ENT_TASK_STATUS_NAMES, type EntTask } from '@zhixue/contract';
import { Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { formatSlashDateTime } from '@/lib/date-format';
import { entTaskHref } from '../lib/ent-links';
import styles from './ent.module.css';

const STATUS_COLOURS = ['default', 'processing', 'success', 'error'] as const;

/** A learning task in a list: name, required or optional, deadline, state and items done. */
export function TaskRow({ task }: { task: EntTask }) {
  const percent = task.itemCount > 0 ? Math.round((task.doneCount * 100) / task.itemCount) : 0;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>
          <Link to={entTaskHref(task.id)}>{task.name}</Link>
        </h3>
        <div className={styles.rowMeta}>
          <Tag color={task.required ? 'red' : 'blue'}>{task.required ? '必修' : '选修'}</Tag>
          <Tag color={STATUS_COLOURS[task.status]}>{ENT_TASK_STATUS_NAMES[task.status]}</Tag>
          <span>截止时间：{formatSlashDateTime(task.deadline)}</span>
          <span>
            已完成 {task.doneCount}/{task.itemCount}
          </span>
        </div>
      </div>
      <Progress type="circle" size={56} percent={percent} />
    </li>
  );
}
