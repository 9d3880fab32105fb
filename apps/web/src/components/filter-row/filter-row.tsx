import styles from './filter-row.module.css';

interface FilterRowProps<T> {
  label: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** One labelled row of choices (分类, 类型, 价格, 排序); the chosen one is highlighted. */
export function FilterRow<T>({ label, options, value, onChange }: FilterRowProps<T>) {
  return (
    <fieldset className={styles.row} aria-label={label}>
      <span className={styles.label}>{label}：</span>
      <div className={styles.options}>
        {options.map((option) => {
          const active = option.value === value;
          return (
            <button
              key={option.label}
              type="button"
              className={active ? `${styles.option} ${styles.active}` : styles.option}
              aria-pressed={active}
              onClick={() => {
                if (!active) onChange(option.value);
              }}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
