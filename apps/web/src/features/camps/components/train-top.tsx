import type { Lecturer, OnlineCampDetail } from '@zhixue/contract';
import type { ReactNode } from 'react';
import { ActivityBanner } from '@/components/activity-banner';
import { CourseTopBanner } from '@/components/course-top-banner';
import styles from './camps.module.css';

interface TrainTopProps {
  camp: Pick<
    OnlineCampDetail,
    'name' | 'picCover' | 'intro' | 'lecturers' | 'enrolledCount' | 'activityProductDetail'
  >;
  /** Facts after the lecturers and the count (dates, venue ...). */
  facts?: ReactNode;
  onLecturer: (lecturer: Lecturer) => void;
  /** The purchase bar, or whatever the page offers instead. */
  children?: ReactNode;
}

/** /trainingCamp/components/train-top: the camp's banner with its lecturers, figures, activity and bar. */
export function TrainTop({ camp, facts, onLecturer, children }: TrainTopProps) {
  return (
    <CourseTopBanner name={camp.name} cover={camp.picCover} summary={camp.intro}>
      <div className={styles.facts}>
        {camp.lecturers.map((lecturer) => (
          <span key={lecturer.id}>
            讲师：
            <button type="button" className={styles.link} onClick={() => onLecturer(lecturer)}>
              {lecturer.name}
            </button>
          </span>
        ))}
        <span>{camp.enrolledCount}人已报名</span>
        {facts}
      </div>
      {camp.activityProductDetail ? <ActivityBanner activity={camp.activityProductDetail} /> : null}
      {children}
    </CourseTopBanner>
  );
}
