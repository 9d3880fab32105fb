import styles from './exam-circle.module.css';

interface ExamCircleProps {
  /** Null while a short answer waits for its grader. */
  score: number | null;
  totalScore: number;
  passed: boolean | null;
  size?: number;
}

/** The score as a ring filled to its share of the total: green when passed, orange when not. */
export function ExamCircle({ score, totalScore, passed, size = 168 }: ExamCircleProps) {
  const radius = 70;
  const circumference = 2 * Math.PI * radius;
  const share = score === null || totalScore <= 0 ? 0 : Math.min(1, score / totalScore);
  const tone = passed === null ? styles.waiting : passed ? styles.passed : styles.failed;
  return (
    <div className={`${styles.circle} ${tone}`} style={{ width: size, height: size }}>
      <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="80" cy="80" r={radius} />
        <circle
          className={styles.bar}
          cx="80"
          cy="80"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          transform="rotate(-90 80 80)"
        />
      </svg>
      <div className={styles.label}>
        {score === null ? (
          <strong className={styles.pending}>待批改</strong>
        ) : (
          <>
            <strong className={styles.score}>{score}</strong>
            <span className={styles.unit}>分</span>
          </>
        )}
        <span className={styles.total}>满分 {totalScore}</span>
      </div>
    </div>
  );
}
