import type { TrainingKind } from '@zhixue/contract';
import { twoDigits } from '@/lib/format';
import { TRAINING_KINDS_INTRO } from '../content/training-camp';
import styles from './marketing.module.css';

interface TrainingKindsProps {
  active: TrainingKind | undefined;
  onPick: (kind: TrainingKind) => void;
}

/** What each kind of camp is; a card also picks its kind in the list below. */
export function TrainingKinds({ active, onPick }: TrainingKindsProps) {
  return (
    <ul className={`${styles.featureGrid} ${styles.columns3}`}>
      {TRAINING_KINDS_INTRO.map((item, index) => (
        <li key={item.kind}>
          <button
            type="button"
            className={item.kind === active ? `${styles.feature} ${styles.featureActive}` : styles.feature}
            aria-pressed={item.kind === active}
            onClick={() => onPick(item.kind)}
          >
            <span className={styles.featureIndex} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
            <span className={styles.featureTitle}>{item.title}</span>
            <span className={styles.featureText}>{item.text}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
