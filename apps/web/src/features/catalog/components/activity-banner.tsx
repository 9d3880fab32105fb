import type { CourseDetail } from '@zhixue/contract';
import { formatCountdown, useCountdown } from '@/components/countdown';
import styles from './course-detail.module.css';

type Activity = NonNullable<CourseDetail['activityProductDetail']>;

/** A running activity: where to find it, and how long it still runs (ticks every second). */
export function ActivityBanner({ activity }: { activity: Activity }) {
  const parts = useCountdown(activity.endTime);
  return (
    <div className={styles.activity} role="note">
      <span className={styles.activityTitle}>限时活动</span>
      <span>可前往APP查看活动主会场</span>
      <span className={styles.activityTime} aria-live="off">
        {parts.done ? '活动已结束' : formatCountdown(parts)}
      </span>
    </div>
  );
}
