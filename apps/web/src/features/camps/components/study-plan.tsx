import type { EnrolmentDetail, EnrolmentItem } from '@zhixue/contract';
import { Button, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { liveHref } from '@/lib/links';
import { noTaskToday } from '../lib/plan-states';
import { campExamPath, campVideoPath, campWorkPath, TERM_STATUS_TEXT } from '../lib/purchase-bar';
import styles from './camps.module.css';
import { groupByDay, PLAN_KIND_TEXT } from './plan-outline';

/**
 * The study plan of an enrolment: progress (with what the term's certificate needs, `certificate`),
 * today's items, the plan by day with lock states.
 */
export function StudyPlan({
  plan,
  certificate,
  aside,
}: {
  plan: EnrolmentDetail;
  certificate?: ReactNode;
  aside?: ReactNode;
}) {
  const today = plan.items.filter((item) => item.unlockDate === plan.today);
  const ended = plan.status === 'ended';
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>{plan.name}</h1>
        <p className={styles.text}>
          {plan.termName ? `${plan.termName} · ` : ''}
          {plan.startDate && plan.endDate ? `${plan.startDate} 至 ${plan.endDate}` : '随时学习'}
          {plan.status ? (
            <Tag className={styles.termState} color={ended ? 'default' : 'blue'}>
              {TERM_STATUS_TEXT[plan.status]}
            </Tag>
          ) : null}
        </p>
        <div className={styles.summary}>
          <div>
            <h2 className={styles.heading}>学习进度</h2>
            <Progress percent={plan.progress} aria-label="学习进度" />
            {certificate}
          </div>
          {aside}
        </div>
      </section>
      {plan.startDate ? (
        <section className={styles.panel}>
          <h2 className={styles.heading}>今日任务</h2>
          {today.length > 0 ? (
            <ItemList trainingId={plan.trainingId} items={today} ended={ended} />
          ) : (
            <EmptyState compact text={noTaskToday(plan)} />
          )}
        </section>
      ) : null}
      <section className={styles.panel}>
        <h2 className={styles.heading}>学习计划</h2>
        {groupByDay(plan.items).map(({ day, items }) => (
          <div key={day} className={styles.day}>
            <span className={styles.dayLabel}>
              第{day + 1}天
              <span className={styles.dayDate}>{items[0]?.unlockDate ?? items[0]?.stage ?? ''}</span>
            </span>
            <ItemList trainingId={plan.trainingId} items={items} ended={ended} />
          </div>
        ))}
      </section>
    </div>
  );
}

function ItemList({
  trainingId,
  items,
  ended,
}: {
  trainingId: number;
  items: EnrolmentItem[];
  ended: boolean;
}) {
  const navigate = useNavigate();
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={item.locked ? `${styles.item} ${styles.locked}` : styles.item}>
          <Tag>{PLAN_KIND_TEXT[item.kind]}</Tag>
          <span className={styles.itemTitle}>
            {item.title}
            {item.required ? null : <Tag>选学</Tag>}
          </span>
          <ItemState item={item} onOpen={(path) => navigate(path)} trainingId={trainingId} ended={ended} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where an unlocked item is done, and what its button says; null for kinds done elsewhere (offline)
 * and for a live item before its live is scheduled. A live's page leads to its replay afterwards,
 * and once the term has ended its lives have too.
 */
function itemLink(
  trainingId: number,
  item: EnrolmentItem,
  ended: boolean,
): { path: string; label: string } | null {
  if (item.courseId !== null) return { path: campVideoPath(trainingId, item.courseId), label: '去学习' };
  if (item.examId !== null) return { path: campExamPath(item.examId), label: '去考试' };
  if (item.assignmentId !== null) return { path: campWorkPath(item.assignmentId), label: '写作业' };
  if (item.liveId !== null) return { path: liveHref(item.liveId), label: ended ? '看回放' : '看直播' };
  return null;
}

function ItemState({
  item,
  trainingId,
  ended,
  onOpen,
}: {
  item: EnrolmentItem;
  trainingId: number;
  ended: boolean;
  onOpen: (path: string) => void;
}) {
  if (item.locked) return <span>{item.unlockDate} 解锁</span>;
  const link = itemLink(trainingId, item, ended);
  if (item.done) {
    return (
      <span className={styles.itemState}>
        <Tag color="success">已完成</Tag>
        {/* A done exam, coursework or live stays open: its result, the works, the replay. */}
        {link && item.kind !== 'course' ? (
          <Button size="small" onClick={() => onOpen(link.path)}>
            查看
          </Button>
        ) : null}
      </span>
    );
  }
  // Attendance is taken on site: the trainer's QR code checks the learner in.
  if (item.kind === 'offline' || item.kind === 'checkin') return <span>现场扫码签到</span>;
  if (!link) return <span>{ended ? '已结束' : '即将开放'}</span>;
  return (
    <Button type="primary" size="small" onClick={() => onOpen(link.path)}>
      {link.label}
    </Button>
  );
}
