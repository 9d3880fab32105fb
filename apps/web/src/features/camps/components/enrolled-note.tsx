import { Link } from 'react-router';
import styles from './camps.module.css';

/** Under a camp's purchase bar: the learner's own enrolment, and the way to its plan. */
export function EnrolledNote({ text, to }: { text: string; to: string }) {
  return (
    <p className={styles.enrolledNote}>
      <span>{text}</span>
      <Link to={to} className={styles.enrolledLink}>
        进入学习
      </Link>
    </p>
  );
}
