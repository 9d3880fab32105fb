import type { PlanItem } from '@zhixue/contract';
import { Tag } from 'antd';
import styles from './camps.module.css';

export const PLAN_KIND_TEXT: Record<PlanItem['kind'], string> = {
  course: '课程',
  exam: '考试',
  coursework: '作业',
  live: '直播',
  offline: '线下',
  checkin: '打卡',
};

/** Items grouped by plan day, in plan order. */
export function groupByDay<T extends PlanItem>(items: T[]): Array<{ day: number; items: T[] }> {
  const days: Array<{ day: number; items: T[] }> = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last && last.day === item.day) last.items.push(item);
    else days.push({ day: item.day, items: [item] });
  }
  return days;
}

/** The camp's plan on its detail page: 第N天 with each item's kind, title and whether it is required. */
export function PlanOutline({ plan }: { plan: PlanItem[] }) {
  if (plan.length === 0) return <p className={styles.text}>学习计划即将公布</p>;
  return (
    <div>
      {groupByDay(plan).map(({ day, items }) => (
        <div key={day} className={styles.day}>
          <span className={styles.dayLabel}>
            第{day + 1}天<span className={styles.dayDate}>{items[0]?.stage ?? ''}</span>
          </span>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Tag>{PLAN_KIND_TEXT[item.kind]}</Tag>
                <span className={styles.itemTitle}>{item.title}</span>
                {item.required ? null : <Tag color="default">选学</Tag>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
