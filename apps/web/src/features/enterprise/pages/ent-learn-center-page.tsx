import { Avatar, Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useEntRank, useEntStatistics, useEntTopLearners } from '../api/get-centre';
import { useEntTasks } from '../api/get-tasks';
import styles from '../components/ent.module.css';
import { TaskRow } from '../components/task-row';

/**
 * /ent/learn-center: the learner's figures (from the daily roll-ups: they move within a minute of
 * study), their current tasks, the enterprise's top learners and their own rank.
 */
export function Component() {
  const statistics = useEntStatistics();
  const tasks = useEntTasks(1, 5);
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel} aria-label="学习统计">
        <h1 className={styles.heading}>
          学习中心
          <Link className={styles.headingLink} to="/ent/base/learning-list">
            学习记录
          </Link>
        </h1>
        {statistics.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : statistics.isError ? (
          <LoadFailed query={statistics} fallback="统计加载失败" />
        ) : (
          <div className={styles.stats}>
            <Stat label="今日学习" value={statistics.data.todayMinutes} unit="分钟" />
            <Stat label="本周学习" value={statistics.data.weekMinutes} unit="分钟" />
            <Stat label="累计学习" value={statistics.data.totalMinutes} unit="分钟" />
            <Stat
              label="已学课程 / 已学完"
              value={`${statistics.data.courseCount} / ${statistics.data.finishedCourseCount}`}
              unit="门"
            />
          </div>
        )}
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-label="学习任务">
          <h2 className={styles.heading}>
            学习任务
            <Link className={styles.headingLink} to="/ent/base/task-list">
              全部任务
            </Link>
          </h2>
          {tasks.isPending ? (
            <Skeleton active />
          ) : tasks.isError ? (
            <LoadFailed query={tasks} fallback="任务加载失败" />
          ) : tasks.data.list.length > 0 ? (
            <ul className={styles.rows}>
              {tasks.data.list.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </ul>
          ) : (
            <EmptyState compact text="暂无学习任务" />
          )}
        </section>
        <RankPanel />
      </div>
    </div>
  );
}

function Stat({ label, value, unit }: { label: string; value: number | string; unit: string }) {
  return (
    <div className={styles.stat}>
      <div>
        <span className={styles.statValue}>{value}</span>
        <span className={styles.statUnit}>{unit}</span>
      </div>
      <div className={styles.statLabel}>{label}</div>
    </div>
  );
}

/** 学习排行: the enterprise's top learners by study time, and the learner's own place. */
function RankPanel() {
  const top = useEntTopLearners(10);
  const mine = useEntRank();
  return (
    <section className={styles.panel} aria-label="学习排行">
      <h2 className={styles.heading}>学习排行</h2>
      {top.isPending ? (
        <Skeleton active avatar />
      ) : top.isError ? (
        <LoadFailed compact query={top} fallback="排行加载失败" />
      ) : top.data.length > 0 ? (
        <ol className={styles.rows}>
          {top.data.map((learner) => (
            <li key={learner.userId} className={styles.row}>
              <span className={learner.rank <= 3 ? `${styles.rank} ${styles.rankTop}` : styles.rank}>
                {learner.rank}
              </span>
              <Avatar src={learner.avatar} alt="">
                {learner.nickname.slice(0, 1)}
              </Avatar>
              <span className={styles.rowMain}>{learner.nickname}</span>
              <span>{learner.totalMinutes}分钟</span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState compact text="暂无排行" />
      )}
      {mine.data ? (
        <p className={styles.mine}>
          {mine.data.rank > 0
            ? `我的排名：第${mine.data.rank}名（共${mine.data.learnerCount}人），累计${mine.data.totalMinutes}分钟`
            : `我的排名：暂未上榜（共${mine.data.learnerCount}人），开始学习即可上榜`}
        </p>
      ) : null}
    </section>
  );
}
