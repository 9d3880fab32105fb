import { EmptyState } from '@/components/empty-state';
import styles from './course-description.module.css';

/** The 课程介绍 tab of a course, bundle or trial-course page: the text with its line breaks, or 暂无介绍. */
export function CourseDescription({ text }: { text: string | null | undefined }) {
  if (!text) return <EmptyState compact text="暂无介绍" />;
  return <p className={styles.description}>{text}</p>;
}
