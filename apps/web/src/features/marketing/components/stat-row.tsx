import styles from './marketing.module.css';

/** Big figures with a caption, on a banner or in a section. */
export function StatRow({
  stats,
  light = false,
}: {
  stats: Array<{ value: string; label: string }>;
  light?: boolean;
}) {
  return (
    <dl className={light ? `${styles.stats} ${styles.statsLight}` : styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
