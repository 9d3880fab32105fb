import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** What is empty; 暂无内容 unless the caller knows better. */
  text?: ReactNode;
  /** A title above the text, e.g. the page's name. */
  title?: ReactNode;
  /** Actions under the text (the spec's "slot"). */
  children?: ReactNode;
  compact?: boolean;
}

/** The spec's empty-state block: an illustration, a text and a slot. */
export function EmptyState({ text = '暂无内容', title, children, compact = false }: EmptyStateProps) {
  return (
    <div className={compact ? `${styles.empty} ${styles.compact}` : styles.empty}>
      <svg className={styles.picture} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="#eef1f6" />
        <rect x="26" y="18" width="68" height="52" rx="6" fill="#f4f7fc" stroke="#d5dcea" strokeWidth="2" />
        <path d="M26 34h68" stroke="#d5dcea" strokeWidth="2" />
        <circle cx="35" cy="26" r="2.5" fill="#c3cde0" />
        <circle cx="43" cy="26" r="2.5" fill="#c3cde0" />
        <rect x="38" y="44" width="44" height="5" rx="2.5" fill="#dfe6f2" />
        <rect x="38" y="55" width="28" height="5" rx="2.5" fill="#dfe6f2" />
      </svg>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
