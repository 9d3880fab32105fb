import { Button, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLearnerTotals } from '../api/get-learner-totals';
import { studyTime } from '../lib/study-time';
import styles from './study-center.module.css';
import { StudyCourseList } from './study-course-list';

// antd's Calendar is heavy and only needed once 学习打卡 is pressed.
const StudyCalendarModal = lazy(() =>
  import('./study-calendar-modal').then((module) => ({ default: module.StudyCalendarModal })),
);

/**
 * The personal centre (`/mycourses?index=0`): study totals with 学习打卡, then 最近学习 and 我的课程.
 */
export function StudyCenter() {
  const totals = useLearnerTotals();
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays the modal's animation.
  const [calendarUsed, setCalendarUsed] = useState(false);
  const time = studyTime(totals.data?.totalSeconds ?? 0);
  const stats = [
    { label: '学习天数', value: totals.data?.studyDayCount, unit: '天' },
    { label: '学习时长', value: totals.data ? time.value : undefined, unit: time.unit },
    { label: '课程数', value: totals.data?.courseCount, unit: '门' },
  ];
  return (
    <div className={styles.center}>
      <section className={styles.summary} aria-label="学习数据">
        {totals.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>
                  <strong>{stat.value ?? '--'}</strong>
                  {stat.unit}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <Button
          type="primary"
          size="large"
          className={styles.checkIn}
          onClick={() => {
            setCalendarUsed(true);
            setCalendarOpen(true);
          }}
        >
          学习打卡
        </Button>
      </section>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'recent', label: '最近学习', children: <StudyCourseList list="recent" /> },
          { key: 'owned', label: '我的课程', children: <StudyCourseList list="owned" /> },
        ]}
      />
      {calendarUsed ? (
        <Suspense fallback={null}>
          <StudyCalendarModal open={calendarOpen} onClose={() => setCalendarOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
