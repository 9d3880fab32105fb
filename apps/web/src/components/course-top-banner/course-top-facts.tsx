import type { ReactNode } from 'react';
import { formatCount, formatDurationInWords } from '@/lib/format';
import styles from './course-top-banner.module.css';

interface CourseTopFactsProps {
  /** The lecturer's name, or a button that opens the lecturer; nothing when the course has none. */
  lecturer?: ReactNode;
  learnerCount: number;
  /** What the course holds, e.g. 12节课 or 3门课程; left out while it is not known. */
  size?: string;
  durationSeconds: number;
}

/** The figures row under a course top banner's summary: lecturer, learners, size and length. */
export function CourseTopFacts({ lecturer, learnerCount, size, durationSeconds }: CourseTopFactsProps) {
  return (
    <ul className={styles.facts}>
      {lecturer ? <li>讲师：{lecturer}</li> : null}
      <li>{formatCount(learnerCount)}人学习</li>
      {size ? <li>{size}</li> : null}
      {durationSeconds > 0 ? <li>时长 {formatDurationInWords(durationSeconds)}</li> : null}
    </ul>
  );
}
