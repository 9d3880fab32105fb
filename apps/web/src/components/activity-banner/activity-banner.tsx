import type { CourseDetail } from '@zhixue/contract';
import { useState } from 'react';
import { formatCountdown, useCountdown } from '@/components/countdown';
import { AppDownloadModal } from '@/components/qr-modal';
import styles from './activity-banner.module.css';

type Activity = NonNullable<CourseDetail['activityProductDetail']>;

/**
 * A running activity: where to find it (the app, whose download code opens on click), and how long
 * it still runs (ticks every second). Course and camp pages show it.
 */
export function ActivityBanner({ activity }: { activity: Activity }) {
  const parts = useCountdown(activity.endTime);
  const [appOpen, setAppOpen] = useState(false);
  return (
    <div className={styles.banner} role="note">
      <span className={styles.title}>限时活动</span>
      <button type="button" className={styles.link} onClick={() => setAppOpen(true)}>
        可前往APP查看活动主会场
      </button>
      <span className={styles.time} aria-live="off">
        {parts.done ? '活动已结束' : formatCountdown(parts)}
      </span>
      <AppDownloadModal open={appOpen} onClose={() => setAppOpen(false)} />
    </div>
  );
}
